import { getTranslations } from 'next-intl/server';
import type { TStaffColumn } from '../../../_components/staff-list-page';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** A visit's booking number that opens its appointment, read out as "Open appointment …" in `locale`. */
export async function BookingNumberLink({
  visit: { documentId, bookingNumber },
  locale,
  className = '',
}: {
  visit: { documentId: string; bookingNumber: string };
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <Link
      href={`/admin/appointments/${documentId}`}
      aria-label={t('view', { bookingNumber })}
      className={`font-mono text-brand underline ${className}`}
      dir="ltr"
      translate="no"
    >
      {bookingNumber}
    </Link>
  );
}

/** A staff log's booking column: the booking's number opening the visit, or a dash for an entry about none. */
export const bookingColumn = <TRow extends { appointmentId: string | null; bookingNumber: string | null }>(
  label: string,
  locale: Locale,
): TStaffColumn<TRow> => ({
  key: 'booking',
  label,
  isNoWrap: true,
  cell: ({ appointmentId, bookingNumber }) =>
    appointmentId && bookingNumber ? (
      <BookingNumberLink visit={{ documentId: appointmentId, bookingNumber }} locale={locale} />
    ) : (
      '—'
    ),
});
