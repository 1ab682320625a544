import { ClientMessages } from '@/components/client-messages';
import type { AppointmentStatus } from '@clinic/cms-client';
import {
  DOCTOR_LIST_PLACES,
  type TDoctorListPlace,
  type TDoctorListVisitAnswer,
  formatCairoDateTime,
} from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageTitle } from '@/lib/page-title';
import { openDoctorCms, readOrNull } from '@/lib/staff-cms';
import { AutoRefresh } from '../../_components/auto-refresh';
import { CardState } from '../../_components/card-state';
import { StatusHistory } from '../appointments/[id]/_components/status-history';
import { CallNextButton, type TDoctorStep, VisitSteps } from './_components/doctor-actions';

export const generateMetadata = pageTitle('Admin.doctorList.title');

/** How often the list is read again while it is on the doctor's phone. */
const REFRESH_SECONDS = 15;

/** One patient of the doctor's list: who, their place, what staff wrote for the doctor, and the steps. */
async function PatientCard({ visit, locale }: { visit: TDoctorListVisitAnswer; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const time = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { hour: 'numeric', minute: '2-digit' });
  const statusLabel = (status: AppointmentStatus) => t(`status.${status}`);
  // A step not yet open (a visit not started) is shown, disabled.
  const hasOpened = (opensAt: string | null) => opensAt === null || Date.parse(opensAt) <= Date.now();
  const steps: TDoctorStep[] = visit.workflow.map(({ to, kind, opensAt }) => {
    const label =
      kind === 'undo' ? t('doctorList.steps.undo', { status: statusLabel(to) }) : t(`doctorList.steps.${to as 'done'}`);
    return { to, kind, isOpen: hasOpened(opensAt), label };
  });
  const headingId = `patient-${visit.documentId}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="text-lg font-semibold">
            {visit.firstName} {visit.lastName}
            {visit.age === null ? null : (
              <span className="ms-2 text-base font-normal text-slate-700">
                {t('doctorList.age', { age: visit.age })}
              </span>
            )}
          </h3>
          <p className="font-semibold tabular-nums">
            {visit.arrival?.queueNumber
              ? t('doctorList.queueNumber', { number: visit.arrival.queueNumber })
              : t('doctorList.bookedFor', { time: time(visit.startsAt) })}
          </p>
        </div>
        <p className="text-slate-700">
          {t(`contract.${visit.contractType}`)} · {statusLabel(visit.status)}
          {visit.arrival?.isLate ? (
            <span className="ms-2 font-semibold text-amber-900">{t('doctorList.late')}</span>
          ) : null}
          <CardState contractType={visit.contractType} cardCheck={visit.cardCheck} />
        </p>
        {visit.notes ? (
          <div className="mt-2">
            <p className="text-sm font-semibold">{t('doctorList.patientNotes')}</p>
            <p className="whitespace-pre-line" dir="auto">
              {visit.notes}
            </p>
          </div>
        ) : null}
        {visit.doctorNotes.length > 0 ? (
          <div className="mt-2 rounded-lg bg-amber-50 p-3">
            <p className="text-sm font-semibold">{t('doctorList.notesForYou')}</p>
            <ul className="list-disc ps-5">
              {visit.doctorNotes.map((note) => (
                <li key={`${note.createdAt}-${note.writtenBy}`} dir="auto">
                  {note.text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-brand">{t('doctorList.history')}</summary>
          <StatusHistory history={visit.statusHistory} locale={locale} />
        </details>
        {steps.length > 0 ? (
          <div className="mt-3">
            <VisitSteps documentId={visit.documentId} status={visit.status} steps={steps} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The doctor's own page, phone first: their patients of today at the branch of their session (the
 * CMS chooses it), who is with them, who waits in the queue's order, who is not here yet and who was
 * seen; "Call the next patient" calls the first waiting in, which the branch's screen shows. Read
 * again every REFRESH_SECONDS; any other member meets the not-found page.
 */
export default async function DoctorListPage({ params }: PageProps<'/[lang]/admin/doctor'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Admin.doctorList' });
  const { client, fresh } = await openDoctorCms(locale);
  const list = await readOrNull(client.getDoctorList({ ...fresh, locale }), locale, 'the doctor’s list');
  const inPlace = (place: TDoctorListPlace) => list?.visits.filter((visit) => visit.place === place) ?? [];
  const date = formatCairoDateTime(new Date(), locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <ClientMessages locale={locale} namespaces={['Admin.doctorList']}>
      <div className="mx-auto flex max-w-2xl flex-col gap-5">
        <AutoRefresh seconds={REFRESH_SECONDS} />
        <div>
          <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
          {list ? (
            <p className="text-slate-700">
              {t('where', { doctor: list.doctor.name, branch: list.branch?.name ?? '—', date })}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t('refreshes')}</p>
        </div>
        {!list ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {t('loadFailed')}
          </p>
        ) : list.visits.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4">{t('noVisits')}</p>
        ) : (
          <>
            <CallNextButton isAnyoneWaiting={inPlace('waiting').length > 0} />
            {DOCTOR_LIST_PLACES.map((place) => {
              const visits = inPlace(place);
              if (visits.length === 0) return null;
              return (
                <section key={place} aria-labelledby={`doctor-${place}`} className="flex flex-col gap-3">
                  <h2 id={`doctor-${place}`} className="text-xl font-semibold">
                    {t(`sections.${place}`, { count: visits.length })}
                  </h2>
                  <ol className="flex flex-col gap-3">
                    {visits.map((visit) => (
                      <PatientCard key={visit.documentId} visit={visit} locale={locale} />
                    ))}
                  </ol>
                </section>
              );
            })}
          </>
        )}
      </div>
    </ClientMessages>
  );
}
