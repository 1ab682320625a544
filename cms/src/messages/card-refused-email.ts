import { type TCardRefusalReason, describeCardRefusal, formatCairoDateTime } from '@clinic/domain';
import { linesIn } from './email-text';
import { type LinkEmailVisit, buildVisitLinkEmail } from './link-email';

/** A visit whose card the desk refused before its day, as the email says it: in the booking's language. */
export type CardRefusedEmailInput = LinkEmailVisit & { reason: TCardRefusalReason; startsAt: Date };

/** The email's lines, in English and in Arabic. */
const LINES = {
  subject: ['Your card was not accepted for your visit on {when}', 'لم نقبل بطاقتك لموعد {when}'],
  greeting: ['Hello {name},', 'مرحبًا {name}،'],
  lead: [
    'We checked the card you sent for your visit with {doctor} at {branch}, {when}, and could not accept it: {reason}.',
    'راجعنا البطاقة التي أرسلتها لموعدك مع {doctor} في {branch}، {when}، ولم نتمكن من قبولها: {reason}.',
  ],
  next: [
    'Please bring the card with you to the visit. If it still cannot be accepted, the consultation fee is paid at the desk.',
    'يرجى إحضار البطاقة معك في الموعد. وإن تعذّر قبولها، تُدفع رسوم الكشف في الاستقبال.',
  ],
  link: ['View my booking', 'عرض حجزي'],
} as const;

/** The visit's day and time, in full: 'Thursday 10 December at 6:00 pm'. */
const MOMENT_FORMAT = { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' } as const;

/**
 * The email of a company or syndicate card refused before the visit: why, and what the patient can do,
 * with the manage link (as MANAGE_LINK_MARK, made when it is sent). Its caller gives it its Message-ID.
 */
export const buildCardRefusedEmail = (input: CardRefusedEmailInput) => {
  const texts = linesIn(input.locale, LINES);
  return buildVisitLinkEmail(
    input,
    { ...texts, body: [texts.lead, texts.next] },
    {
      when: formatCairoDateTime(input.startsAt, input.locale, MOMENT_FORMAT),
      reason: describeCardRefusal(input.reason, input.locale),
    },
  );
};
