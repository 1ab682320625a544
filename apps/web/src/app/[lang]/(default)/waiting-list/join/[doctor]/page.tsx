import { addDaysToIsoDate, toCairoDate } from '@clinic/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { NotFoundPage } from '@/components/not-found-page';
import { readServerEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { listDoctors } from '@/lib/content/doctors';
import { readPolicyVersion } from '@/lib/content/pages';
import { JoinForm } from '../_components/join-form';

/** How many days a patient waits unless they say otherwise: two weeks from tomorrow. */
const DEFAULT_WAITING_DAYS = 14;

type Props = PageProps<'/[lang]/waiting-list/join/[doctor]'>;

/**
 * None at build: a doctor's form is made at its first visit and kept like any public page (refreshed
 * with the doctor's edits), since few patients ever need one.
 */
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Locale, namespace: 'WaitingJoin' });
  // A form for one doctor, reached from their page and the booking: nothing for a search engine.
  return { title: t('title'), robots: { index: false } };
}

/**
 * Joining a doctor's waiting list ("Tell me when an earlier time frees up"), from the booking's time
 * step and the doctor's page: the address names the doctor, and `?branch=` the branch first chosen,
 * which the form reads in the browser so the page stays one kept copy per doctor. Where and when suits
 * the patient, their details as a booking takes them, then the code sent to their mobile; the entry's
 * page follows. An unknown doctor is the plain 404.
 */
export default async function WaitingListJoinPage({ params }: Props) {
  const { lang, doctor: doctorId } = await params;
  const locale = lang as Locale;
  setRequestLocale(locale);
  const [t, doctors, policyVersion] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitingJoin' }),
    listDoctors(locale),
    readPolicyVersion(locale),
  ]);
  const doctor = doctors.find((candidate) => candidate.documentId === doctorId);
  if (!doctor) return <NotFoundPage />;
  const branches = (doctor.branches ?? []).map((branch) => ({ documentId: branch.documentId, name: branch.name }));
  const tomorrow = addDaysToIsoDate(toCairoDate(new Date()), 1);
  const env = readServerEnv();

  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
        <p className="text-lg">{t('intro', { doctor: doctor.name })}</p>
      </div>
      <ClientMessages locale={locale} namespaces={['Booking', 'Forms', 'WaitingJoin', 'Validation']}>
        <JoinForm
          doctor={doctor.documentId}
          branches={branches}
          days={{ from: tomorrow, to: addDaysToIsoDate(tomorrow, DEFAULT_WAITING_DAYS - 1), min: tomorrow }}
          policyVersion={policyVersion}
          messaging={{ sendsSms: env.SMS_GATEWAY_URL !== '', sendsWhatsApp: env.WHATSAPP_API_URL !== '' }}
        />
      </ClientMessages>
    </div>
  );
}
