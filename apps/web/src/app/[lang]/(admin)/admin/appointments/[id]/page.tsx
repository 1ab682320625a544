import { type AppointmentStatus, type StaffAppointmentDetail, isCmsError } from '@clinic/cms-client';
import {
  canReschedule,
  formatCairoDateTime,
  formatConsultationFee,
  formatPhoneForDisplay,
  isAwaitingCall,
  isIsoDate,
  toCairoDate,
} from '@clinic/domain';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';
import { DeliveryFailure } from '../../../_components/delivery-failure';
import { StatusBadge } from '../_components/status-badge';
import { MoveSection } from './_components/move-section';
import { type MoveDay, readMoveDay } from './_lib/move-times';
import { ResendMessage } from './_components/resend-message';
import { StaffNoteForm } from './_components/staff-note-form';
import { type StatusStep, StatusActions } from './_components/status-actions';
import { PatientName } from '../../../_components/patient-name';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.appointments');

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1 py-2 sm:grid-cols-3">
    <dt className="font-medium text-slate-700">{label}</dt>
    <dd className="sm:col-span-2">{children}</dd>
  </div>
);

/** One card of the page: a titled section; `fields` wraps its children in a definition list. */
const DetailSection = ({
  id,
  title,
  fields = true,
  children,
}: {
  id: string;
  title: string;
  fields?: boolean;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
    <h2 id={id} className="mb-2 text-xl font-semibold">
      {title}
    </h2>
    {fields ? <dl className="divide-y divide-slate-100">{children}</dl> : children}
  </section>
);

/**
 * One appointment, all of it: patient, visit, booking, card images, status history and the
 * workflow buttons. Patient data: the admin layout has already required a staff session, and the
 * CMS checks the same token again.
 */
export default async function AppointmentPage({ params, searchParams }: PageProps<'/[lang]/admin/appointments/[id]'>) {
  const { lang, id } = await params;
  const { moveDay: askedMoveDay } = await searchParams;
  const locale = lang as Locale;
  setRequestLocale(locale);
  const cms = await openStaffCms(locale);
  const t = await getTranslations({ locale, namespace: 'Admin' });

  const appointment: StaffAppointmentDetail | null = await cms.client
    .getAppointment(id, { locale, ...cms.fresh })
    .catch((error: unknown) => {
      leaveIfSessionRejected(error, locale);
      if (isCmsError(error) && error.status === 404) notFound();
      console.error(`[staff] an appointment failed to load: ${isCmsError(error) ? error.status : 'unreachable'}`);
      return null;
    });

  const back = (
    <Link href="/admin/appointments" className="font-semibold text-brand underline">
      {t('detail.back')}
    </Link>
  );
  if (!appointment) {
    return (
      <>
        <p className="mb-4">{back}</p>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('detail.loadFailed')}
        </p>
      </>
    );
  }

  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'full', timeStyle: 'short' });
  const statusLabel = (status: AppointmentStatus) => t(`status.${status}`);
  const shortly = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const now = Date.now();
  const steps: StatusStep[] = appointment.workflow.map((step) => ({
    to: step.to,
    kind: step.kind,
    isOpen: step.opensAt === null || Date.parse(step.opensAt) <= now,
    opensAt: step.opensAt ? shortly(step.opensAt) : null,
    closesAt: step.closesAt ? shortly(step.closesAt) : null,
  }));
  const cardSides = (['front', 'back'] as const).filter((side) => appointment.cards[side]);

  // Moving: the free times of one day (the visit's, or today once it has passed; `?moveDay=` another).
  const { doctorId, branchId } = appointment;
  const canMove = canReschedule(appointment.status) && doctorId !== null && branchId !== null;
  const today = toCairoDate(new Date());
  const visitDay = toCairoDate(new Date(appointment.startsAt));
  // ISO dates compare as text: the later of the visit's day and today.
  const firstDay = [visitDay, today].sort().at(-1) ?? today;
  const chosenDay = typeof askedMoveDay === 'string' && isIsoDate(askedMoveDay) ? askedMoveDay : firstDay;
  const moveDay: MoveDay | null =
    canMove && doctorId && branchId
      ? await readMoveDay(cms.client, {
          doctor: doctorId,
          branch: branchId,
          day: chosenDay,
          current: appointment.startsAt,
          locale,
        })
      : null;

  return (
    <>
      <p className="mb-4">{back}</p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-brand">
          {t('detail.title', { bookingNumber: appointment.bookingNumber })}
        </h1>
        <StatusBadge status={appointment.status} label={statusLabel(appointment.status)} />
        {appointment.isExtraPlace ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t('detail.extraPlace')}
          </span>
        ) : null}
      </div>
      {isAwaitingCall(appointment) && appointment.displacedAt && appointment.displacedBy ? (
        <p className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-900">
          {t('displaced.notice', { by: appointment.displacedBy, when: shortly(appointment.displacedAt) })}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <DetailSection id="patient-heading" title={t('detail.patient')}>
          <Field label={t('detail.name')}>
            <PatientName visit={appointment} anonymized={t('anonymizedPatient')} />
          </Field>
          <Field label={t('detail.phone')}>
            {appointment.anonymizedAt ? (
              '—'
            ) : (
              <a href={`tel:${appointment.phone}`} className="text-brand underline">
                <bdi dir="ltr">{formatPhoneForDisplay(appointment.phone)}</bdi>
              </a>
            )}
          </Field>
          <Field label={t('detail.email')}>
            {appointment.anonymizedAt ? (
              '—'
            ) : appointment.email ? (
              <a href={`mailto:${appointment.email}`} className="break-all text-brand underline">
                {appointment.email}
              </a>
            ) : (
              t('detail.noEmail')
            )}
          </Field>
          <Field label={t('detail.age')}>{appointment.age ?? '—'}</Field>
          <Field label={t('detail.notes')}>
            {appointment.notes ? (
              <span className="whitespace-pre-line" translate="no">
                {appointment.notes}
              </span>
            ) : (
              t('detail.noNotes')
            )}
          </Field>
          <Field label={t('detail.payment')}>{t(`contract.${appointment.contractType}`)}</Field>
        </DetailSection>

        <DetailSection id="visit-heading" title={t('detail.visit')}>
          <Field label={t('detail.when')}>{when(appointment.startsAt)}</Field>
          <Field label={t('detail.mode')}>{t(`mode.${appointment.mode}`)}</Field>
          <Field label={t('detail.doctor')}>{appointment.doctorName}</Field>
          <Field label={t('detail.branch')}>{appointment.branchName}</Field>
          <Field label={t('detail.address')}>{appointment.branchAddress ?? '—'}</Field>
          <Field label={t('detail.specialty')}>{appointment.specialtyName ?? t('detail.notChosen')}</Field>
          <Field label={t('detail.service')}>{appointment.serviceName ?? t('detail.notChosen')}</Field>
          <Field label={t('detail.fee')}>
            {appointment.consultationFeeEgp
              ? formatConsultationFee(appointment.consultationFeeEgp, locale)
              : t('detail.noFee')}
          </Field>
        </DetailSection>

        <DetailSection id="booking-heading" title={t('detail.booking')}>
          <Field label={t('columns.bookingNumber')}>
            <span dir="ltr" className="font-mono">
              {appointment.bookingNumber}
            </span>
          </Field>
          <Field label={t('detail.bookedAt')}>{when(appointment.createdAt)}</Field>
          <Field label={t('detail.source')}>{t(`source.${appointment.source}`)}</Field>
          <Field label={t('detail.language')}>{t(`language.${appointment.locale}`)}</Field>
          <Field label={t('detail.consent')}>
            {appointment.consentRecordedBy
              ? t('detail.consentVerbal', {
                  version: appointment.consentPolicyVersion,
                  name: appointment.consentRecordedBy,
                })
              : t('detail.consentOnline', { version: appointment.consentPolicyVersion })}
          </Field>
          {appointment.cancelReason ? (
            <Field label={t('detail.cancellation')}>
              {t(`cancelReason.${appointment.cancelReason}`)}
              {appointment.cancelNote ? (
                <span className="block whitespace-pre-line text-slate-700" translate="no">
                  {appointment.cancelNote}
                </span>
              ) : null}
            </Field>
          ) : null}
        </DetailSection>

        <DetailSection id="status-heading" title={t('statusActions.heading')} fields={false}>
          <StatusActions
            key={appointment.status}
            documentId={appointment.documentId}
            status={appointment.status}
            steps={steps}
          />
          <h3 className="mt-6 mb-2 text-lg font-semibold">{t('detail.history')}</h3>
          <ol className="space-y-2">
            {appointment.statusHistory.map((entry) => (
              <li key={`${entry.changedAt}-${entry.toStatus}`} className="rounded-lg bg-slate-50 p-3">
                <p className="font-semibold">
                  {entry.movedFrom && entry.movedTo
                    ? t('detail.historyMoved', { from: shortly(entry.movedFrom), to: shortly(entry.movedTo) })
                    : entry.fromStatus
                      ? t('detail.historyChange', {
                          from: statusLabel(entry.fromStatus),
                          to: statusLabel(entry.toStatus),
                        })
                      : t('detail.historyCreated', { to: statusLabel(entry.toStatus) })}
                </p>
                <p className="text-sm text-slate-700">
                  <time dateTime={entry.changedAt}>{when(entry.changedAt)}</time>{' '}
                  {entry.changedBy === 'patient' || !entry.changedBy
                    ? t('detail.byPatient')
                    : t('detail.byStaff', { name: entry.changedBy })}
                </p>
                {entry.exceptions.map((exception) => (
                  <p key={exception} className="text-sm font-semibold text-amber-900">
                    {t(`exception.${exception}`)}
                  </p>
                ))}
                {entry.reason ? <p className="text-sm">{t(`cancelReason.${entry.reason}`)}</p> : null}
                {entry.note ? (
                  <p className="text-sm whitespace-pre-line">{t('detail.historyNote', { note: entry.note })}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </DetailSection>
      </div>

      {moveDay ? (
        <section aria-labelledby="move-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="move-heading" className="mb-1 text-xl font-semibold">
            {t('move.title')}
          </h2>
          <p className="mb-4 text-sm text-slate-700">{t('move.description')}</p>
          {doctorId && branchId ? (
            <MoveSection
              key={`${appointment.startsAt}-${moveDay.day}`}
              documentId={appointment.documentId}
              from={appointment.startsAt}
              doctor={doctorId}
              branch={branchId}
              today={today}
              pageHref={`/${locale}/admin/appointments/${appointment.documentId}`}
              initial={moveDay}
            />
          ) : null}
        </section>
      ) : null}

      <section
        aria-labelledby="patient-messages-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="patient-messages-heading" className="mb-1 text-xl font-semibold">
          {t('patientMessages.title')}
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          {appointment.email ? t('patientMessages.description') : t('patientMessages.noEmail')}
        </p>
        {appointment.messages.length === 0 ? null : (
          <ul className="space-y-2">
            {appointment.messages.map((message) => (
              <li key={message.id} className="rounded-lg bg-slate-50 p-3">
                <p className="font-semibold">{t(`patientMessages.kind.${message.kind}`)}</p>
                <p className="text-sm text-slate-700">
                  {t(`patientMessages.state.${message.state}`)}
                  {' · '}
                  <time dateTime={message.sentAt ?? message.createdAt}>
                    {shortly(message.sentAt ?? message.createdAt)}
                  </time>
                </p>
                <DeliveryFailure message={message} locale={locale} />
                {message.state === 'failed' && appointment.email ? (
                  <ResendMessage
                    documentId={appointment.documentId}
                    messageId={message.id}
                    label={t('patientMessages.sendAgainNamed', { kind: t(`patientMessages.kind.${message.kind}`) })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="staff-notes-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="staff-notes-heading" className="mb-1 text-xl font-semibold">
          {t('staffNotes.title')}
        </h2>
        <p className="mb-4 text-sm text-slate-700">{t('staffNotes.description')}</p>
        {appointment.staffNotes.length === 0 ? (
          <p className="mb-4 text-slate-700">{t('staffNotes.none')}</p>
        ) : (
          <ul className="mb-4 space-y-2">
            {appointment.staffNotes.map((note) => (
              <li key={`${note.createdAt}-${note.text}`} className="rounded-lg bg-slate-50 p-3">
                <p className="break-words whitespace-pre-line" translate="no">
                  {note.text}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span>
                    {t('staffNotes.by', {
                      name: note.writtenBy ?? '—',
                      time: shortly(note.createdAt),
                    })}
                  </span>
                  {note.isForDoctor ? (
                    <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                      {t('staffNotes.forDoctorBadge')}
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
        <StaffNoteForm documentId={appointment.documentId} labelledBy="staff-notes-heading" />
      </section>

      <section aria-labelledby="cards-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="cards-heading" className="mb-3 text-xl font-semibold">
          {t('detail.cards')}
        </h2>
        {cardSides.length === 0 ? (
          <p className="text-slate-700">{t('detail.noCards')}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {cardSides.map((side) => {
              const label = t(side === 'front' ? 'detail.cardFront' : 'detail.cardBack');
              const src = `/${locale}/admin/appointments/${appointment.documentId}/cards/${side}`;
              return (
                <figure key={side}>
                  <a href={src} target="_blank" rel="noopener">
                    {/* A private image behind the staff session: next/image would cache it on the server. */}
                    <img src={src} alt={label} className="w-full rounded-lg border border-slate-200" />
                  </a>
                  <figcaption className="mt-1 text-sm text-slate-700">{label}</figcaption>
                </figure>
              );
            })}
          </div>
        )}
      </section>
    </>
  );
}
