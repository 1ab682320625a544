import type { StaffCallRow } from '@clinic/cms-client';
import {
  buildWhatsAppLink,
  formatCairoDateTime,
  formatPhoneForDisplay,
  isAwaitingCall,
  listWorkflowSteps,
} from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CardState } from '../../../_components/card-state';
import type { Locale } from '@/i18n/routing';
import { BookingNumberLink } from '../../appointments/_components/booking-number-link';
import { StatusBadge } from '../../appointments/_components/status-badge';
import { type StatusStep, StatusActions } from '../../appointments/[id]/_components/status-actions';
import { NoAnswerButton } from './no-answer-button';

/** The outcomes a call can have on the list: confirming a pending visit, or cancelling it. */
const callOutcomes = (call: StaffCallRow, now: Date): StatusStep[] =>
  listWorkflowSteps(
    { status: call.status, startsAt: new Date(call.startsAt), closedAt: null, statusBeforeClosing: null },
    now,
  )
    .filter((step) => step.kind === 'forward' && (step.to === 'confirmed' || step.to === 'canceled'))
    .map((step) => ({ to: step.to, kind: step.kind, isOpen: true, opensAt: null, closesAt: null }));

/**
 * One visit to call about: the patient, the visit and how often they were called; the phone, a
 * WhatsApp chat opened with a message in the patient's language, and the call's outcomes.
 */
export async function CallCard({ call, locale, now }: { call: StaffCallRow; locale: Locale; now: Date }) {
  // The patient is written to in the language they booked in, whatever the page's.
  const [t, writer] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale: call.locale, namespace: 'Admin' }),
  ]);
  const when = (instant: string, language: Locale = locale) =>
    formatCairoDateTime(new Date(instant), language, { dateStyle: 'full', timeStyle: 'short' });
  const shortly = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const name = `${call.firstName} ${call.lastName}`;
  const whatsApp = buildWhatsAppLink(
    call.phone,
    writer('calls.whatsAppMessage', {
      name: call.firstName,
      bookingNumber: call.bookingNumber,
      when: when(call.startsAt, call.locale),
    }),
  );
  const headingId = `call-${call.documentId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold" translate="no">
          {name}
        </h2>
        <StatusBadge status={call.status} label={t(`status.${call.status}`)} />
      </div>
      {isAwaitingCall(call) && call.displacedBy ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-900">
          {t('displaced.badge', { by: call.displacedBy })}
        </p>
      ) : null}
      <p>
        <time dateTime={call.startsAt}>{when(call.startsAt)}</time>
        <span className="block text-slate-700">
          {t('calls.visitWith', { doctor: call.doctorName, branch: call.branchName })}
        </span>
        <BookingNumberLink visit={call} locale={locale} className="text-sm" />
        <CardState contractType={call.contractType} cardCheck={call.cardCheck} />
      </p>
      <p className="text-sm text-slate-700">
        {call.callAttempts > 0 && call.lastCallAttemptAt
          ? t('calls.attempts', { count: call.callAttempts, time: shortly(call.lastCallAttemptAt) })
          : t('calls.notCalledYet')}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={`tel:${call.phone}`}
          aria-label={t('calls.call', { name, phone: formatPhoneForDisplay(call.phone) })}
          className={buttonClass({ variant: 'primary', size: 'sm' })}
        >
          <bdi dir="ltr">{formatPhoneForDisplay(call.phone)}</bdi>
        </a>
        {whatsApp ? (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('calls.whatsApp', { name })}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {t('calls.whatsAppShort')}
          </a>
        ) : null}
        <NoAnswerButton documentId={call.documentId} patientName={name} />
      </div>
      <StatusActions
        key={call.status}
        documentId={call.documentId}
        status={call.status}
        steps={callOutcomes(call, now)}
        showRule={false}
      />
    </article>
  );
}
