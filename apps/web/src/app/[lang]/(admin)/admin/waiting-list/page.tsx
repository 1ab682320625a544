import { ClientMessages } from '@/components/client-messages';
import { ZWaitingListQuerySchema, addDaysToIsoDate, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { pageTitle } from '@/lib/page-title';
import { readOrNull } from '@/lib/staff-cms';
import { AutoRefresh } from '../../_components/auto-refresh';
import { CALLER_FORM_MESSAGES, openCallerPage } from '../../_lib/caller-page';
import { AddCallerForm } from './_components/add-caller-form';
import { WaitingListChoice } from './_components/waiting-list-choice';
import { WaitingEntries } from './_components/waiting-entries';

/** How often an open list shows the offers made and answered meanwhile (its access-log entry stays the opening's). */
const REFRESH_SECONDS = 10;

/** How many days a caller added from this page waits unless the desk says otherwise. */
const DEFAULT_WAITING_DAYS = 14;

export const generateMetadata = pageTitle('Admin.waitingList.title');

/**
 * One doctor's waiting list, for one branch or all of the member's: who waits, since when, what suits
 * them, the places offered to them and how they were answered; a live offer is booked for a caller on
 * the phone, or passed on; an entry is taken off with a reason; and a caller is put on the list.
 */
export default async function WaitingListPage(props: PageProps<'/[lang]/admin/waiting-list'>) {
  // The list's own query, the doctor chosen on this page.
  const page = await openCallerPage(props, ZWaitingListQuerySchema.partial());
  const { locale, query, ignored, cms, doctors, branches } = page;
  const t = await getTranslations({ locale, namespace: 'Admin.waitingList' });

  // A doctor or branch outside the member's (a hand-edited address) is one the page does not offer.
  const doctor = doctors.find((candidate) => candidate.documentId === query.doctor);
  const branch = branches.find((candidate) => candidate.documentId === query.branch);
  const entries = doctor
    ? await readOrNull(
        cms.client.listWaitingEntries(
          { doctor: doctor.documentId, branch: branch?.documentId },
          { locale, ...cms.fresh },
        ),
        locale,
        'the waiting list',
      )
    : null;
  const branchNames = new Map(branches.map((place) => [place.documentId, place.name]));
  const tomorrow = addDaysToIsoDate(toCairoDate(new Date()), 1);

  return (
    <ClientMessages locale={locale} namespaces={[...CALLER_FORM_MESSAGES, 'Admin.waitingList', 'Validation']}>
      {doctor ? <AutoRefresh seconds={REFRESH_SECONDS} /> : null}
      <h1 className="mb-2 text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mb-6 max-w-3xl text-slate-700">{t('description')}</p>
      {ignored || doctor?.documentId !== query.doctor || branch?.documentId !== query.branch ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('ignored')}
        </p>
      ) : null}
      <WaitingListChoice
        doctors={doctors}
        branches={branches}
        doctor={doctor?.documentId}
        branch={branch?.documentId}
        locale={locale}
      />
      {doctor ? (
        <>
          <WaitingEntries entries={entries} branchNames={branchNames} doctorName={doctor.name} locale={locale} />
          <AddCallerForm
            key={`${doctor.documentId}-${branch?.documentId ?? ''}`}
            doctor={{ documentId: doctor.documentId, name: doctor.name }}
            branches={(doctor.branches ?? []).map((place) => ({
              documentId: place.documentId,
              name: branchNames.get(place.documentId) ?? place.name,
            }))}
            branch={branch?.documentId ?? null}
            days={{ from: tomorrow, to: addDaysToIsoDate(tomorrow, DEFAULT_WAITING_DAYS - 1), min: tomorrow }}
            {...page.callerForm}
          />
        </>
      ) : (
        <p role="status" className="rounded-lg bg-brand-soft p-4 text-brand">
          {t('chooseDoctorFirst')}
        </p>
      )}
    </ClientMessages>
  );
}
