import type { PatientMessage } from '@clinic/cms-client';

/** The patient messages' words for a channel (Admin.patientMessages). */
type TChannelWords = (
  key: 'channel.email' | 'channel.whatsapp' | 'channel.sms' | 'channel.smsInsteadOfWhatsApp',
  values?: { count: number },
) => string;

/**
 * How a message went, as staff read it: by email, by WhatsApp, or by SMS in so many parts (what it
 * cost), said to be instead of WhatsApp when the WhatsApp message could not go.
 */
export const describeChannel = (
  message: Pick<PatientMessage, 'channel' | 'segments' | 'fallbackOf'>,
  t: TChannelWords,
) =>
  message.channel === 'sms'
    ? t(message.fallbackOf === null ? 'channel.sms' : 'channel.smsInsteadOfWhatsApp', { count: message.segments ?? 1 })
    : t(`channel.${message.channel}`);
