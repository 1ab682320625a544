import { findConsultationFee, formatConsultationFee } from '@clinic/domain/consultation-fee';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { TBookingCatalog } from '../_lib/booking-catalog';
import { findById } from '../_lib/booking-choices';
import type { TBookingState } from '../_lib/booking-state';
import { formatBookingMoment } from '../_lib/booking-time';

/** What is booked so far, above the patient's details: doctor, branch, time, specialty and service. */
export function BookingSummary({ catalog, state }: { catalog: TBookingCatalog; state: TBookingState }) {
  const t = useTranslations('Booking');
  const feeWords = useTranslations('Fees');
  const locale = useLocale() as Locale;
  const branch = findById(catalog.branches, state.branch);
  const fee = state.doctor && state.branch ? findConsultationFee(catalog.fees, state.doctor, state.branch) : null;
  const rows: [string, string | null | undefined][] = [
    [t('doctor'), findById(catalog.doctors, state.doctor)?.name],
    [t('branch'), branch ? [branch.name, branch.address].filter(Boolean).join(locale === 'ar' ? '، ' : ', ') : null],
    [t('time'), state.start ? formatBookingMoment(state.start, locale) : null],
    [feeWords('label'), fee ? formatConsultationFee(fee, locale) : null],
    [t('specialty'), findById(catalog.specialties, state.specialty)?.name],
    [t('service'), findById(catalog.services, state.service)?.name],
  ];
  return (
    <section aria-labelledby="booking-summary" className="rounded-xl bg-brand-soft p-4">
      <h3 id="booking-summary" className="font-semibold text-brand">
        {t('summary')}
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
