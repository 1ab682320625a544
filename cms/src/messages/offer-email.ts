import { type TLocale, formatCairoDateTime } from '@clinic/domain';
import { type EmailValues, escapeHtml, fillHtml, fillText, toDetailsTable, toEmailHtml } from './email-text';
import { MANAGE_LINK_MARK } from './patient-email';

/** A place held for a waiting patient, as its email says it: in the entry's language. */
export type OfferEmailInput = {
  locale: TLocale;
  clinicName: string;
  firstName: string;
  doctorName: string;
  branchName: string;
  branchAddress: string | null;
  startsAt: Date;
  holdsUntil: Date;
};

const TEXTS: Record<
  TLocale,
  Record<'subject' | 'greeting' | 'lead' | 'answer' | 'link' | 'otherwise', string> & {
    labels: Record<'doctor' | 'branch' | 'address' | 'when', string>;
  }
> = {
  en: {
    subject: 'A place with {doctor} is free for you: {when}',
    greeting: 'Hello {name},',
    lead: 'A place has freed up with {doctor}, and we are holding it for you until {until}.',
    answer: 'Take it, or pass it on to the next patient waiting, here:',
    link: 'Take or pass on this time',
    otherwise:
      'If you do nothing, the time goes to the next patient when the hold ends, and you stay on the waiting list. The same page lets you leave the list.',
    labels: { doctor: 'Doctor', branch: 'Branch', address: 'Address', when: 'Date and time' },
  },
  ar: {
    subject: 'موعد متاح لك مع {doctor}: {when}',
    greeting: 'مرحبًا {name}،',
    lead: 'توفّر موعد مع {doctor}، ونحجزه لك حتى {until}.',
    answer: 'احجزه أو اتركه للمريض التالي في الانتظار من هنا:',
    link: 'احجز الموعد أو اتركه',
    otherwise:
      'إن لم تفعل شيئًا ينتقل الموعد إلى المريض التالي عند انتهاء الحجز، وتبقى في قائمة الانتظار. ومن الصفحة نفسها يمكنك الخروج من القائمة.',
    labels: { doctor: 'الطبيب', branch: 'الفرع', address: 'العنوان', when: 'التاريخ والوقت' },
  },
};

const VISIT_FORMAT = { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' } as const;
const HOLD_FORMAT = { hour: 'numeric', minute: '2-digit' } as const;

/**
 * The offer's email: who it is with, where and when, until when it is held, and the entry's link (as
 * MANAGE_LINK_MARK, made when it is sent) to take it, pass it on or leave the list; plain text, and
 * right-to-left HTML in Arabic. No calendar file: nothing is booked until the patient takes it.
 */
export const buildOfferEmail = (input: OfferEmailInput) => {
  const texts = TEXTS[input.locale];
  const values: EmailValues = {
    name: input.firstName,
    clinic: input.clinicName,
    doctor: input.doctorName,
    when: formatCairoDateTime(input.startsAt, input.locale, VISIT_FORMAT),
    until: formatCairoDateTime(input.holdsUntil, input.locale, HOLD_FORMAT),
  };
  const details: [string, string][] = [
    [texts.labels.doctor, input.doctorName],
    [texts.labels.branch, input.branchName],
    ...(input.branchAddress ? ([[texts.labels.address, input.branchAddress]] as [string, string][]) : []),
    [texts.labels.when, values.when ?? ''],
  ];
  const subject = fillText(texts.subject, values);
  const text = [
    fillText(texts.greeting, values),
    '',
    fillText(texts.lead, values),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    texts.answer,
    MANAGE_LINK_MARK,
    '',
    texts.otherwise,
    input.clinicName,
  ].join('\n');
  const html = toEmailHtml(input.locale, subject, [
    `<p>${fillHtml(texts.greeting, values)}</p>`,
    `<p><strong>${fillHtml(texts.lead, values)}</strong></p>`,
    ...toDetailsTable(details),
    `<p>${escapeHtml(texts.answer)}<br><a href="${MANAGE_LINK_MARK}">${escapeHtml(texts.link)}</a></p>`,
    `<p>${escapeHtml(texts.otherwise)}</p>`,
    `<p>${escapeHtml(input.clinicName)}</p>`,
  ]);
  return { subject, text, html };
};
