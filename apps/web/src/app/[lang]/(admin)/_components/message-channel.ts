import type { PatientMessage } from '@clinic/cms-client';

/** The patient messages' words for a channel (Admin.patientMessages). */
type TChannelWords = (key: 'channel.email' | 'channel.sms', values?: { count: number }) => string;

/** How a message went, as staff read it: by email, or by SMS in so many parts (what it cost). */
export const describeChannel = (message: Pick<PatientMessage, 'channel' | 'segments'>, t: TChannelWords) =>
  message.channel === 'sms' ? t('channel.sms', { count: message.segments ?? 1 }) : t('channel.email');
