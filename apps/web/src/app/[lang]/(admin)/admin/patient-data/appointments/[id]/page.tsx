import { ClientMessages } from '@/components/client-messages';
import { formatPhoneForDisplay } from '@clinic/domain';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { leaveIfSessionRejected, openManagerCms } from '@/lib/staff-cms';
import { CorrectVisitForm } from '../../_components/correct-visit-form';
import { readPersonQuery } from '../../_lib/person-query';
import { SEARCH_REF, openSearchParams, sealStaffSearch } from '@/lib/staff-search';
import { pageTitle } from '@/lib/page-title';
import { BackLink } from '../../../../_components/back-link';

export const generateMetadata = pageTitle('Admin.patientData.title');

/** A correction of one of the person's visits, reached from their data (`q` says whose). Managers only. */
export default async function CorrectVisitPage({
  params,
  searchParams,
}: PageProps<'/[lang]/admin/patient-data/appointments/[id]'>) {
  const { lang, id } = await params;
  const locale = lang as Locale;
  setRequestLocale(locale);
  const cms = await openManagerCms(locale);
  const [t, { text, person }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.patientData' }),
    searchParams.then((search) => readPersonQuery(openSearchParams(search).searchParams.q)),
  ]);
  if (!person) notFound();
  const data = await cms.client.findPatientData(person, { locale, ...cms.fresh }).catch((error: unknown) => {
    leaveIfSessionRejected(error, locale);
    throw error;
  });
  const visit = data.appointments.find((candidate) => candidate.documentId === id);
  if (!visit) notFound();
  const back = { [SEARCH_REF]: sealStaffSearch(text) };
  const backHref = `/${locale}/admin/patient-data?${new URLSearchParams(back)}`;

  return (
    <ClientMessages locale={locale} namespaces={['Admin.patientData', 'Validation']}>
      <p className="mb-4">
        <BackLink href={{ pathname: '/admin/patient-data', query: back }}>{t('back')}</BackLink>
      </p>
      <h1 className="mb-2 text-3xl font-bold text-brand">
        {t('correctTitle', { bookingNumber: visit.bookingNumber })}
      </h1>
      <p className="mb-6 text-slate-700">{t('correctHint')}</p>
      <CorrectVisitForm
        documentId={visit.documentId}
        backHref={backHref}
        initial={{
          firstName: visit.firstName,
          lastName: visit.lastName,
          phone: formatPhoneForDisplay(visit.phone),
          email: visit.email ?? '',
          age: visit.age ?? '',
        }}
      />
    </ClientMessages>
  );
}
