import { formatCairoDateTime } from './cairo-format';
import { type TCardRefusalReason, describeCardRefusal } from './card-checks';
import type { TLocale } from './locale';
import type { TBookingMessageKind, TPatientMessageKind } from './patient-messages';

/**
 * What an SMS costs: the characters of the GSM 03.38 alphabet take 7 bits each (160 to a message, 153
 * to each part of a longer one, the extension table's characters two each); any other character makes
 * the whole message UCS-2, 16 bits a UTF-16 unit (70, or 67 a part): every Arabic message is UCS-2.
 */
export type TSmsEncoding = 'gsm7' | 'ucs2';

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

const SEGMENT_UNITS: Record<TSmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

/** How `text` goes as SMS: its encoding, its length in that encoding's units, and the parts it is sent in. */
export function countSmsSegments(text: string): { encoding: TSmsEncoding; units: number; segments: number } {
  const characters = [...text];
  const isGsm7 = characters.every((character) => GSM7_BASIC.has(character) || GSM7_EXTENSION.has(character));
  const encoding: TSmsEncoding = isGsm7 ? 'gsm7' : 'ucs2';
  const units = isGsm7
    ? characters.reduce((sum, character) => sum + (GSM7_EXTENSION.has(character) ? 2 : 1), 0)
    : text.length;
  const { single, part } = SEGMENT_UNITS[encoding];
  return { encoding, units, segments: units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part) };
}

/** The manage link's path in an SMS, short: every character of an Arabic SMS counts. */
export const SMS_MANAGE_PATH = '/m/';

/**
 * Where the manage link's token goes in a stored SMS: as long as a token (43 characters, all of the GSM
 * alphabet), so the parts counted when the message was written are the parts sent. The token is made
 * when the message is sent, as an email's is, so no copy of it is ever stored.
 */
export const SMS_TOKEN_MARK = '%'.repeat(43);

/** Two parts: what a message to a patient may cost by default (SMS_MAX_SEGMENTS). */
export const SMS_MAX_SEGMENTS = 2;

/** What an SMS about one booking says: the booking as it is after the change. */
export type TPatientSmsInput = {
  kind: TPatientMessageKind;
  locale: TLocale;
  bookingNumber: string;
  doctorName: string;
  branchName: string;
  startsAt: Date;
  /** The booking's manage link, or an offer's entry's link, made when the message is sent (the stored text keeps a mark). */
  manageLink: string;
  /** For an offer: until when the place is held. */
  holdsUntil?: Date;
  /** For a check-in: the patient's number in a first-come session; null for a timed visit. */
  queueNumber?: number | null;
  /** For a refused card: why. */
  cardRefusal?: TCardRefusalReason | null;
};

/**
 * `{when}`, `{number}` and `{link}` are filled in; `{visit}` is the doctor and the branch, or as much
 * of them as the message's parts leave room for. Plain ASCII in English, so that it goes as GSM-7, and
 * the link last in both languages, where no punctuation can stick to it.
 */
const SMS_TEXTS: Record<TLocale, Record<TBookingMessageKind, string>> = {
  en: {
    received: 'Booking {number} received{visit}, {when}. We will call you to confirm it. Manage: {link}',
    confirmed: 'Visit confirmed{visit}, {when}. Booking {number}. Manage: {link}',
    moved: 'Your visit moved to {when}{visit}. Booking {number}. Manage: {link}',
    canceled: 'Booking {number} cancelled{visit}, {when}. Details: {link}',
    reminder: 'Reminder: your visit{visit}, {when}. Booking {number}. Cannot come? {link}',
  },
  ar: {
    received: 'استلمنا حجزك {number}{visit}، {when}. سنتصل بك لتأكيده. {link}',
    confirmed: 'تأكد موعدك{visit}، {when}. حجز {number}. {link}',
    moved: 'نُقل موعدك إلى {when}{visit}. حجز {number}. {link}',
    canceled: 'أُلغي حجزك {number}{visit}، {when}. {link}',
    reminder: 'تذكير بموعدك{visit}، {when}. حجز {number}. {link}',
  },
};

/** The waiting list's offer: `{until}` is when the place's hold ends; no booking number, none exists yet. */
const OFFER_SMS_TEXTS: Record<TLocale, string> = {
  en: 'A place is free for you{visit}, {when}. Held until {until}. Take it or pass: {link}',
  ar: 'موعد لك{visit}، {when}، محجوز حتى {until}. {link}',
};

/** The invitation to review a visit: no time or booking number, the visit is behind the patient. */
const REVIEW_SMS_TEXTS: Record<TLocale, string> = {
  en: 'How was your visit{visit}? Tell other patients in a minute: {link}',
  ar: 'كيف كانت زيارتك{visit}؟ أخبر المرضى الآخرين في دقيقة: {link}',
};

/**
 * The check-in: the patient's queue number, or (a timed visit, whose queue follows the booked times)
 * the time they are called by; the link opens their place, which the manage page follows.
 */
const CHECK_IN_SMS_TEXTS: Record<TLocale, { numbered: string; timed: string }> = {
  en: {
    numbered: 'Checked in: your queue number is {queue}{visit}. Follow your place: {link}',
    timed: 'Checked in for your {time} visit{visit}. Follow your place: {link}',
  },
  ar: {
    numbered: 'تم تسجيل وصولك، رقم دورك {queue}{visit}. تابع دورك: {link}',
    timed: 'تم تسجيل وصولك لموعد {time}{visit}. تابع دورك: {link}',
  },
};

/**
 * A card refused before the visit: why (`{reason}`: describeCardRefusal), and what the patient can do.
 * The Arabic leaves out the visit to fit two parts with the longest reason; its link opens the booking.
 */
const CARD_REFUSED_SMS_TEXTS: Record<TLocale, string> = {
  en: 'Your card for your visit{visit}, {when}, was not accepted: {reason}. Bring it to the visit or expect to pay the fee. {link}',
  ar: 'لم نقبل بطاقتك: {reason}. أحضرها معك أو ادفع الكشف. {link}',
};

/** The doctor and branch as the texts put them: ' with Dr. X, Y Branch' / ' مع د. س، فرع ص'. */
const VISIT_PARTS: Record<TLocale, { doctor: string; branch: string }> = {
  en: { doctor: ' with {doctor}', branch: ', {branch}' },
  ar: { doctor: ' مع {doctor}', branch: '، {branch}' },
};

/** The visit's day and time, short: '10 Dec, 6:00 pm', '10 ديسمبر، 6:00 م'. */
const SMS_MOMENT_FORMAT = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;

/** An offer's hold end or a checked-in visit's time, the time alone: '6:20 pm', '6:20 م'. */
const SMS_HOLD_FORMAT = { hour: 'numeric', minute: '2-digit' } as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/** The words of the SMS of `input`'s kind, in its language. */
const chooseSmsTemplate = ({ kind, locale, queueNumber }: TPatientSmsInput) => {
  if (kind === 'offer') return OFFER_SMS_TEXTS[locale];
  if (kind === 'reviewInvitation') return REVIEW_SMS_TEXTS[locale];
  if (kind === 'checkedIn') return CHECK_IN_SMS_TEXTS[locale][queueNumber ? 'numbered' : 'timed'];
  if (kind === 'cardRefused') return CARD_REFUSED_SMS_TEXTS[locale];
  return SMS_TEXTS[locale][kind];
};

/**
 * The SMS of a change to a booking, or of an offer to a waiting-list entry, in its language, in at most `maxSegments` parts: with the doctor
 * and the branch when they fit, else the branch alone (where to go), else neither: an Arabic message
 * is UCS-2, 134 characters in two parts, and a manage link with a 256-bit token takes half of them.
 * The date, time, booking number and link are always there.
 */
export function composePatientSms(input: TPatientSmsInput, maxSegments = SMS_MAX_SEGMENTS) {
  const parts = VISIT_PARTS[input.locale];
  const branch = fill(parts.branch, { branch: input.branchName });
  const values = {
    number: input.bookingNumber,
    when: formatCairoDateTime(input.startsAt, input.locale, SMS_MOMENT_FORMAT),
    link: input.manageLink,
    until: input.holdsUntil ? formatCairoDateTime(input.holdsUntil, input.locale, SMS_HOLD_FORMAT) : '',
    time: formatCairoDateTime(input.startsAt, input.locale, SMS_HOLD_FORMAT),
    queue: String(input.queueNumber ?? ''),
    reason: input.cardRefusal ? describeCardRefusal(input.cardRefusal, input.locale) : '',
  };
  const compose = (visit: string) => {
    const text = fill(chooseSmsTemplate(input), { ...values, visit });
    return { text, ...countSmsSegments(text) };
  };
  for (const visit of [`${fill(parts.doctor, { doctor: input.doctorName })}${branch}`, branch]) {
    const sms = compose(visit);
    if (sms.segments <= maxSegments) return sms;
  }
  return compose('');
}
