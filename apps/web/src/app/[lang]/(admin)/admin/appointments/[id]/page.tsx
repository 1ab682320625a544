import { ClientMessages } from '@/components/client-messages';
import type { AppointmentStatus } from '@clinic/cms-client';
import { isAwaitingCall } from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { openStaffCms } from '@/lib/staff-cms';
import { StatusBadge } from '../_components/status-badge';
import { type StatusStep, StatusActions } from './_components/status-actions';
import { BookingFacts, PatientFacts, VisitFacts } from './_components/appointment-facts';
import { CardImages } from './_components/card-images';
import { MoveCard } from './_components/move-card';
import { DetailSection } from './_components/detail-section';
import { PatientMessages } from './_components/patient-messages';
import { StaffNotes } from './_components/staff-notes';
import { StatusHistory } from './_components/status-history';
import { ArrivalActions } from './_components/arrival-actions';
import { describeArrival } from './_lib/arrival-view';
import { shortTime } from './_lib/detail-time';
import { readStaffAppointment } from './_lib/read-appointment';
import { pageTitle } from '@/lib/page-title';
import { BackLink } from '../../../_components/back-link';

export const generateMetadata = pageTitle('Admin.appointments');

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

  const appointment = await readStaffAppointment(cms, id, 'an appointment');

  const back = <BackLink href="/admin/appointments">{t('detail.back')}</BackLink>;
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

  const statusLabel = (status: AppointmentStatus) => t(`status.${status}`);
  const now = Date.now();
  const steps: StatusStep[] = appointment.workflow.map((step) => ({
    to: step.to,
    kind: step.kind,
    isOpen: step.opensAt === null || Date.parse(step.opensAt) <= now,
    opensAt: step.opensAt ? shortTime(step.opensAt, locale) : null,
    closesAt: step.closesAt ? shortTime(step.closesAt, locale) : null,
  }));

  return (
    <ClientMessages
      locale={locale}
      namespaces={[
        'Admin.arrival',
        'Admin.cancelReason',
        'Admin.cardCheck',
        'Admin.language',
        'Admin.move',
        'Admin.patientMessages',
        'Admin.staffNotes',
        'Admin.status',
        'Admin.statusActions',
        'Validation',
      ]}
    >
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
          {t('displaced.notice', { by: appointment.displacedBy, when: shortTime(appointment.displacedAt, locale) })}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <PatientFacts appointment={appointment} locale={locale} />
        <VisitFacts appointment={appointment} locale={locale} />
        <BookingFacts appointment={appointment} locale={locale} />
        <DetailSection id="status-heading" title={t('statusActions.heading')} hasFacts={false}>
          <ArrivalActions
            key={appointment.arrival?.arrivedAt ?? 'not arrived'}
            documentId={appointment.documentId}
            {...describeArrival(appointment, locale, now)}
          />
          <StatusActions
            key={appointment.status}
            documentId={appointment.documentId}
            status={appointment.status}
            steps={steps}
          />
          <StatusHistory history={appointment.statusHistory} locale={locale} />
        </DetailSection>
      </div>

      <MoveCard appointment={appointment} askedDay={askedMoveDay} client={cms.client} locale={locale} />

      <PatientMessages appointment={appointment} locale={locale} />
      <StaffNotes appointment={appointment} locale={locale} />
      <CardImages appointment={appointment} locale={locale} />
    </ClientMessages>
  );
}
