import { formatCairoDateTime } from './cairo-format';
import { type TCardRefusalReason, describeCardRefusal } from './card-checks';
import type { TLocale } from './locale';
import type { TPatientMessageKind } from './patient-messages';

/**
 * WhatsApp lets a business write first only with a template Meta approved: its name, its language,
 * and the values of its body's {{1}}, {{2}}… in order. The clinic names one template per message kind
 * and the values they take (WHATSAPP_TEMPLATES, WHATSAPP_TEMPLATE_VALUES), each kind's template written
 * in both languages under the codes WHATSAPP_LANGUAGES gives; docs/patients.md has the wording to submit.
 */
export const WHATSAPP_TEMPLATE_VALUES = [
  'firstName',
  'bookingNumber',
  'doctorName',
  'branchName',
  'visitTime',
  'manageLink',
  /** A check-in's place: 'number 4', or a timed visit's 'your booked time, 6:00 pm' ('-' in other messages). */
  'queuePlace',
  /** A refused card's reason in words: 'it has expired' ('-' in other messages). */
  'cardRefusal',
] as const;
export type TWhatsAppTemplateValue = (typeof WHATSAPP_TEMPLATE_VALUES)[number];

export type TWhatsAppTemplateSettings = {
  /** The approved template of each kind. */
  names: Record<TPatientMessageKind, string>;
  /** Meta's language code of each of the clinic's languages ('en', 'en_US', 'ar'). */
  languages: Record<TLocale, string>;
  /** The values of each template's {{1}}, {{2}}…, in order. */
  values: TWhatsAppTemplateValue[];
};

/** A template message as the outbox keeps it until it is sent: the manage link's token is made then. */
export type TWhatsAppTemplateMessage = { name: string; language: string; parameters: string[] };

/** What a WhatsApp message about one booking says: the booking as it is after the change. */
export type TPatientWhatsAppInput = {
  kind: TPatientMessageKind;
  locale: TLocale;
  firstName: string;
  bookingNumber: string;
  doctorName: string;
  branchName: string;
  startsAt: Date;
  /** The booking's manage link, its token left as a mark to fill in when the message is sent. */
  manageLink: string;
  /** For a check-in: the patient's number in a first-come session; null for a timed visit. */
  queueNumber?: number | null;
  /** For a refused card: why. */
  cardRefusal?: TCardRefusalReason | null;
};

/** The visit's day and time in full, in Cairo: 'Thursday 10 December at 6:00 pm', 'الخميس 10 ديسمبر في 6:00 م'. */
const WHATSAPP_MOMENT_FORMAT = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
} as const;

/** A check-in's place in the queue as a template's value says it. */
const QUEUE_PLACE: Record<TLocale, { numbered: string; timed: string }> = {
  en: { numbered: 'number {queue}', timed: 'your booked time, {time}' },
  ar: { numbered: 'رقم {queue}', timed: 'موعدك المحجوز، {time}' },
};

const describeQueuePlace = ({ kind, locale, queueNumber, startsAt }: TPatientWhatsAppInput) => {
  if (kind !== 'checkedIn') return '';
  const time = formatCairoDateTime(startsAt, locale, { hour: 'numeric', minute: '2-digit' });
  const place = QUEUE_PLACE[locale][queueNumber ? 'numbered' : 'timed'];
  return place.replace('{queue}', String(queueNumber)).replace('{time}', time);
};

/** The template message of a change to a booking, in its language: a template's values are never blank. */
export function composeWhatsAppTemplate(
  input: TPatientWhatsAppInput,
  settings: TWhatsAppTemplateSettings,
): TWhatsAppTemplateMessage {
  const values: Record<TWhatsAppTemplateValue, string> = {
    firstName: input.firstName,
    bookingNumber: input.bookingNumber,
    doctorName: input.doctorName,
    branchName: input.branchName,
    visitTime: formatCairoDateTime(input.startsAt, input.locale, WHATSAPP_MOMENT_FORMAT),
    manageLink: input.manageLink,
    queuePlace: describeQueuePlace(input),
    cardRefusal: input.cardRefusal ? describeCardRefusal(input.cardRefusal, input.locale) : '',
  };
  return {
    name: settings.names[input.kind],
    language: settings.languages[input.locale],
    parameters: settings.values.map((value) => values[value] || '-'),
  };
}

/** The pairs of a setting such as 'received:booking_received,confirmed:booking_confirmed', or null when one is not `key:value`. */
export function readSettingPairs(text: string): Map<string, string> | null {
  const pairs = new Map<string, string>();
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key, value, ...rest] = item.split(':').map((part) => part.trim());
    if (!key || !value || rest.length > 0) return null;
    pairs.set(key, value);
  }
  return pairs;
}
