import { z } from 'zod';
import { ZManageTokenSchema } from './manage-booking';
import { requiredOr } from './messages';
import { ZPhoneChannelSchema } from './phone-channel';

/**
 * A patient's "no more messages", and where it came from: the booking's manage page (that booking's
 * messages, by every channel), a reply to an SMS (every later SMS to that number), or the desk
 * recording a caller's choice (that booking's SMS).
 */
export const MESSAGE_STOP_SOURCES = ['managePage', 'reply', 'staff'] as const;
export type TMessageStopSource = (typeof MESSAGE_STOP_SOURCES)[number];

/** Alef with hamza or madda written as a bare alef, and the tatweel dropped: how people type on a phone. */
const plainArabic = (text: string) => text.replace(/[أإآ]/g, 'ا').replace(/ـ/g, '');

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'ايقاف', 'اوقف', 'توقف']);
const START_WORDS = new Set(['START', 'UNSTOP', 'ابدا', 'ابدء']);

/**
 * What a patient's reply to an SMS asks, read from its first word in either language (case, hamza and
 * punctuation aside): `stop` ("STOP", "إيقاف"), `start` again ("START", "ابدأ"), or nothing the clinic acts on.
 */
export function readSmsReply(text: string): 'stop' | 'start' | null {
  const firstWord = plainArabic(text.trim().split(/\s+/)[0] ?? '')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase();
  if (STOP_WORDS.has(firstWord)) return 'stop';
  if (START_WORDS.has(firstWord)) return 'start';
  return null;
}

/**
 * The manage page's messages: stop this booking's messages, or have them again, and how the mobile's
 * messages go (WhatsApp or SMS; unchanged when absent).
 */
export const ZManageMessagesSchema = z.object(
  {
    token: ZManageTokenSchema,
    stopped: z.boolean({ error: requiredOr() }),
    phoneChannel: ZPhoneChannelSchema.optional(),
  },
  { error: requiredOr() },
);

export type TManageMessages = z.infer<typeof ZManageMessagesSchema>;

/**
 * A stop in force on a booking, as staff see it: who asked, for which messages (`sms`: the mobile's,
 * by SMS and WhatsApp alike; or all), since when.
 */
export const ZMessageStopAnswerSchema = z.object({
  source: z.enum(MESSAGE_STOP_SOURCES),
  channel: z.enum(['sms', 'all']),
  createdAt: z.iso.datetime(),
});

export type TMessageStopAnswer = z.infer<typeof ZMessageStopAnswerSchema>;
