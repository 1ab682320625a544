import type { StaffAppointmentDetail } from '@clinic/cms-client';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { DeliveryFailure } from '../../../../_components/delivery-failure';
import { describeChannel } from '../../../../_components/message-channel';
import { shortTime } from '../_lib/detail-time';
import { DetailSection } from './detail-section';
import { ResendMessage } from './resend-message';

/**
 * The messages the patient was sent about this visit, by email, WhatsApp and SMS, how each went, and
 * Send again for a failed one.
 */
export async function PatientMessages({
  appointment,
  locale,
}: {
  appointment: StaffAppointmentDetail;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.patientMessages' });
  const hasMobileMessages = appointment.messages.some((message) => message.channel !== 'email');
  return (
    <DetailSection
      id="patient-messages-heading"
      title={t('title')}
      description={appointment.email ? t('description') : hasMobileMessages ? t('mobileOnly') : t('noEmail')}
      hasFacts={false}
      className="mt-6"
    >
      <MessageStops appointment={appointment} locale={locale} />
      {appointment.messages.length === 0 ? null : (
        <ul className="space-y-2">
          {appointment.messages.map((message) => (
            <PatientMessage key={message.id} message={message} appointment={appointment} locale={locale} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

type TMessage = StaffAppointmentDetail['messages'][number];

/**
 * One message: its kind, how far it went and when (read, else delivered, else sent, else queued), its
 * channel, why it failed, and Send again; a failed WhatsApp message no SMS stood in for may be sent by SMS.
 */
async function PatientMessage({
  message,
  appointment,
  locale,
}: {
  message: TMessage;
  appointment: StaffAppointmentDetail;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.patientMessages' });
  const kind = t(`kind.${message.kind}`);
  const reachedAt = message.readAt ?? message.deliveredAt ?? message.sentAt ?? message.createdAt;
  const canResend =
    message.state === 'failed' &&
    message.lastErrorReason !== 'stoppedByPatient' &&
    (message.channel !== 'email' || Boolean(appointment.email));
  const resend = { documentId: appointment.documentId, messageId: message.id };
  // Once an SMS stood in for a WhatsApp message, that SMS is what staff send again, on its own line.
  const canSendBySms =
    message.channel === 'whatsapp' && !appointment.messages.some((other) => other.fallbackOf === message.id);
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <p className="font-semibold">{kind}</p>
      <p className="text-sm text-slate-700">
        {t(`state.${message.state}`)}
        {' · '}
        <time dateTime={reachedAt}>{shortTime(reachedAt, locale)}</time>
        {' · '}
        {describeChannel(message, t)}
      </p>
      <DeliveryFailure message={message} locale={locale} />
      {canResend ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <ResendMessage {...resend} channel="same" label={t('sendAgainNamed', { kind })} />
          {canSendBySms ? <ResendMessage {...resend} channel="sms" label={t('sendBySmsNamed', { kind })} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** The patient's stops in force, each with who asked and when: staff write to them by other means meanwhile. */
async function MessageStops({ appointment, locale }: { appointment: StaffAppointmentDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.patientMessages.stops' });
  if (appointment.messageStops.length === 0) return null;
  return (
    <ul className="mb-3 space-y-1">
      {appointment.messageStops.map((stop) => (
        <li key={`${stop.source}-${stop.createdAt}`} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t(stop.channel === 'all' ? 'all' : stop.source === 'reply' ? 'reply' : 'staff', {
            date: shortTime(stop.createdAt, locale),
          })}
        </li>
      ))}
    </ul>
  );
}
