import { ChoiceOptions } from '@/components/ui/choice-options';
import { ClientMessages } from '@/components/client-messages';
import { CARD_IMAGE_TYPES, isIsoDate, toCairoDate } from '@clinic/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { randomUUID } from 'node:crypto';
import { BookingFrame } from '@/components/booking-frame';
import type { Locale } from '@/i18n/routing';
import { getPublicCmsClient } from '@/lib/cms';
import { listBranches } from '@/lib/content/branches';
import { listDoctors } from '@/lib/content/doctors';
import { getPrivacyPolicy } from '@/lib/content/pages';
import { buildAlternates } from '@/lib/seo';
import { formatBookingMoment } from '../booking/_lib/booking-time';
import { OldBookingForm } from './_components/old-booking-form';
import { Button } from '@/components/ui/button';

export async function generateMetadata({ params }: PageProps<'/[lang]/booking-old'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'BookingPage' });
  return {
    title: t('oldTitle'),
    description: t('oldDescription'),
    alternates: buildAlternates('/booking-old', locale),
  };
}

const DAYS_SHOWN = 7;

/** The openings shown for a doctor at a branch from a day on; none when the CMS cannot say. */
async function findOpenOpenings(doctor: string, branch: string, from: string) {
  try {
    const availability = await getPublicCmsClient().getAvailability(
      { doctor, branch, from, days: DAYS_SHOWN },
      { cache: 'no-store' },
    );
    return availability.days.flatMap((day) => day.openings).filter((opening) => opening.status === 'open');
  } catch {
    return null;
  }
}

/**
 * The older booking flow as one page that needs no JavaScript: a GET form picks
 * the doctor, branch and day, and the page lists that week's free times with the booking form.
 */
export default async function OldBookingPage({ params, searchParams }: PageProps<'/[lang]/booking-old'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, tBooking, doctors, branches, policy] = await Promise.all([
    getTranslations({ locale, namespace: 'BookingPage' }),
    getTranslations({ locale, namespace: 'Booking' }),
    listDoctors(locale),
    listBranches(locale),
    getPrivacyPolicy(locale),
  ]);
  const visits = doctors.flatMap((doctor) =>
    branches
      .filter((branch) => (doctor.branches ?? []).some((entry) => entry.documentId === branch.documentId))
      .map((branch) => ({
        value: `${doctor.documentId}.${branch.documentId}`,
        label: `${doctor.name} — ${branch.name}`,
      })),
  );
  const today = toCairoDate(new Date());
  const visit =
    typeof query.visit === 'string' && visits.some((entry) => entry.value === query.visit) ? query.visit : null;
  const date = typeof query.date === 'string' && isIsoDate(query.date) && query.date >= today ? query.date : today;
  // A visit is one of the listed `doctor.branch` pairs, and document ids hold no dot.
  const [doctor = '', branch = ''] = visit ? visit.split('.') : [];
  const openings = visit ? await findOpenOpenings(doctor, branch, date) : null;

  return (
    <BookingFrame locale={locale} title={t('oldTitle')} description={t('oldDescription')}>
      <form method="get" className="flex flex-wrap items-end gap-4 rounded-xl bg-slate-50 p-4">
        <div className="flex min-w-64 flex-col gap-1">
          <label htmlFor="old-visit" className="text-sm font-semibold">
            {tBooking('oldVisit')}
          </label>
          <select
            id="old-visit"
            name="visit"
            defaultValue={visit ?? ''}
            required
            className="rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <ChoiceOptions none={tBooking('chooseDoctor')} choices={visits} isNoneDisabled />
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="old-date" className="text-sm font-semibold">
            {tBooking('oldDate')}
          </label>
          <input
            id="old-date"
            type="date"
            name="date"
            min={today}
            defaultValue={date}
            required
            className="rounded-md border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" className="bg-white">
          {tBooking('showTimes')}
        </Button>
      </form>

      {!visit ? (
        <p className="text-slate-700">{tBooking('oldPickFirst')}</p>
      ) : openings === null ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {tBooking('timesFailed')}
        </p>
      ) : openings.length === 0 ? (
        <p className="rounded-lg bg-brand-soft p-4 text-brand">{tBooking('oldNoTimes')}</p>
      ) : (
        <ClientMessages locale={locale} namespaces={['Booking', 'Fees', 'Forms', 'Validation']}>
          <OldBookingForm
            doctor={doctor}
            branch={branch}
            openings={openings.map((opening) => ({
              start: opening.start,
              label: `${formatBookingMoment(opening.start, locale)}${opening.mode === 'fcfs' ? ` (${tBooking('fcfs')})` : ''}`,
            }))}
            policyVersion={policy?.policyVersion ?? 'current'}
            idempotencyKey={randomUUID()}
            cardAccept={CARD_IMAGE_TYPES.join(',')}
          />
        </ClientMessages>
      )}
    </BookingFrame>
  );
}
