import { formatCairoDateTime } from '@clinic/domain';
import { linesIn } from './email-text';
import { type LinkEmailVisit, buildVisitLinkEmail } from './link-email';

/** A patient checked in, as the email of their place says it: in the booking's language. */
export type CheckInEmailInput = LinkEmailVisit & {
  /** The number of a first-come session; null for a timed visit, whose queue follows the booked times. */
  queueNumber: number | null;
  startsAt: Date;
};

/** The email's lines, in English and in Arabic: the same for a numbered visit and a timed one… */
const LINES = {
  greeting: ['Hello {name},', 'مرحبًا {name}،'],
  follow: [
    'Your booking’s page shows how many patients are before you, as the queue moves.',
    'تعرض صفحة حجزك عدد المرضى الذين أمامك، أولًا بأول.',
  ],
  link: ['Follow my place', 'تابع دوري'],
} as const;

/** …but for the subject and the lead, which give the number, or the booked time. */
const PLACE_LINES = {
  numbered: {
    subject: ['Checked in: your queue number is {queue}', 'تم تسجيل وصولك: رقم دورك {queue}'],
    lead: [
      'You are checked in at {branch}. Your queue number for {doctor} is {queue}: the screen in the waiting room shows it when the doctor calls you in.',
      'تم تسجيل وصولك في {branch}. رقم دورك عند {doctor} هو {queue}، وتعرضه شاشة غرفة الانتظار حين يدعوك الطبيب للدخول.',
    ],
  },
  timed: {
    subject: ['Checked in for your {time} visit', 'تم تسجيل وصولك لموعد {time}'],
    lead: [
      'You are checked in at {branch}. {doctor} calls patients in by their booked times: yours is {time}.',
      'تم تسجيل وصولك في {branch}. يدعو {doctor} المرضى للدخول بحسب مواعيدهم المحجوزة، وموعدك {time}.',
    ],
  },
} as const;

/**
 * The message of a check-in by email, for a patient the clinic cannot write to on their mobile: their
 * queue number (or booked time) and the manage link (as MANAGE_LINK_MARK, made when it is sent), whose
 * page follows their place. Plain text, and right-to-left HTML in Arabic; its caller gives it its Message-ID.
 */
export const buildCheckInEmail = (input: CheckInEmailInput) => {
  const texts = linesIn(input.locale, { ...LINES, ...PLACE_LINES[input.queueNumber ? 'numbered' : 'timed'] });
  return buildVisitLinkEmail(
    input,
    { ...texts, body: [texts.lead, texts.follow] },
    {
      queue: String(input.queueNumber ?? ''),
      time: formatCairoDateTime(input.startsAt, input.locale, { hour: 'numeric', minute: '2-digit' }),
    },
  );
};
