import type { Booking } from '@clinic/cms-client';
import { formatConsultationFee } from '@clinic/domain/consultation-fee';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatBookingDate, formatBookingTime } from '../_lib/booking-time';

type TBookingRow = { label: string; value: string };

/**
 * What was booked, row by row, in the page's language: the confirmation, its PDF, the manage page and
 * the old form show it, the date with its year: the patient keeps them, and reads them later.
 */
export function useBookingRows(booking: Booking): TBookingRow[] {
  const t = useTranslations('Booking');
  const feeWords = useTranslations('Fees');
  const locale = useLocale() as Locale;
  return [
    { label: t('bookingNumber'), value: booking.bookingNumber },
    { label: t('doctor'), value: booking.doctor.name },
    { label: t('branch'), value: booking.branch.name },
    ...(booking.branch.address ? [{ label: t('address'), value: booking.branch.address }] : []),
    { label: t('date'), value: formatBookingDate(booking.start, locale) },
    {
      label: t('timeOfDay'),
      value: `${formatBookingTime(booking.start, locale)}${booking.mode === 'fcfs' ? ` (${t('fcfs')})` : ''}`,
    },
    ...(booking.consultationFeeEgp
      ? [{ label: feeWords('label'), value: formatConsultationFee(booking.consultationFeeEgp, locale) }]
      : []),
    ...(booking.specialty ? [{ label: t('specialty'), value: booking.specialty }] : []),
    ...(booking.service ? [{ label: t('service'), value: booking.service }] : []),
  ];
}

/** The branch on a map, when its editors gave a link. */
export function MapLink({ booking }: { booking: Booking }) {
  const t = useTranslations('Booking');
  if (!booking.branch.locationLink) return null;
  return (
    <p>
      <a
        href={booking.branch.locationLink}
        target="_blank"
        rel="noreferrer"
        className="font-semibold text-brand underline"
      >
        {t('map')}
      </a>
    </p>
  );
}

/** The booking number, set apart, then the other rows as a description list. */
export function BookingDetails({ rows }: { rows: TBookingRow[] }) {
  const [number, ...details] = rows;
  return (
    <>
      {number ? (
        <p className="text-lg">
          {number.label}:{' '}
          <strong dir="ltr" className="font-mono" data-testid="booking-number">
            {number.value}
          </strong>
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {details.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-slate-700">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
