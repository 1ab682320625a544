import {
  type TCairoFormatOptions,
  type TLocale,
  type TBookingMessageKind,
  formatCairoDateTime,
  formatConsultationFee,
  toIsoWithCairoOffset,
} from '@clinic/domain';
import { calendarFileName, createBookingCalendarFile } from '@clinic/domain/booking-calendar';
import { type EmailValues, escapeHtml, fillHtml, fillText, toDetailsTable, toEmailHtml } from './email-text';

/**
 * Where the booking's manage link goes in a message. The link's token is made when the message is
 * sent (outbox.ts), so that no copy of it is ever stored: the stored words keep this mark instead.
 */
export const MANAGE_LINK_MARK = '%MANAGE_LINK%';

/** A text file the message carries: the visit's calendar file. */
type PatientEmailAttachment = { name: string; text: string };

export type PatientEmail = { subject: string; text: string; html: string; attachment: PatientEmailAttachment | null };

export type CancelCategory = 'patientRequest' | 'doctorUnavailable' | 'duplicate' | 'unreachable' | 'other';

/** What a message about one booking says: the booking as it is after the change, in its own words. */
export type PatientEmailInput = {
  kind: TBookingMessageKind;
  locale: TLocale;
  clinicName: string;
  firstName: string;
  bookingNumber: string;
  doctorName: string;
  branchName: string;
  branchAddress: string | null;
  branchPhone: string | null;
  locationLink: string | null;
  /** The fee on record from the booking, in Egyptian pounds; no line when none was given. */
  consultationFeeEgp: number | null;
  startsAt: Date;
  endsAt: Date;
  status: 'pending' | 'confirmed' | 'canceled';
  /** For a cancellation: its category, never the staff's note. */
  cancelReason: CancelCategory | null;
  /** For a move: the start it had. */
  movedFrom: Date | null;
};

type Texts = {
  subject: Record<TBookingMessageKind, string>;
  greeting: string;
  lead: Record<TBookingMessageKind, string>;
  reason: Record<CancelCategory, string | null>;
  movedFrom: string;
  kept: string;
  labels: {
    bookingNumber: string;
    doctor: string;
    branch: string;
    address: string;
    when: string;
    fee: string;
    status: string;
  };
  status: Record<PatientEmailInput['status'], string>;
  callToChange: string;
  callToBookAgain: string;
  manage: string;
  manageLink: string;
  map: string;
  signature: string;
  calendar: { title: string; description: string; alarm: string };
};

/** `{…}` placeholders are filled with values; every other character is text, escaped in the HTML part. */
const TEXTS: Record<TLocale, Texts> = {
  en: {
    subject: {
      received: 'Booking received: {bookingNumber}, {clinic}',
      confirmed: 'Appointment confirmed: {when} (booking {bookingNumber})',
      canceled: 'Appointment cancelled: {bookingNumber}',
      moved: 'Appointment moved to {when} (booking {bookingNumber})',
      reminder: 'Reminder: your appointment, {when} (booking {bookingNumber})',
    },
    greeting: 'Hello {name},',
    lead: {
      received: 'We have received your booking. Call center will contact with you soon to confirm your booking.',
      confirmed: 'Your appointment is confirmed. We look forward to seeing you.',
      canceled: 'Your appointment has been cancelled.',
      moved: 'Your appointment has moved to a new time.',
      reminder:
        'A reminder of your appointment. If you cannot come, please call the branch so another patient can have the time.',
    },
    reason: {
      patientRequest: 'It was cancelled at your request.',
      doctorUnavailable: 'It was cancelled because the doctor is unavailable. We are sorry.',
      duplicate: 'It was cancelled because it repeated another booking of yours.',
      unreachable: 'It was cancelled because we could not reach you to confirm it.',
      other: null,
    },
    movedFrom: 'It was at {from}.',
    kept: 'Your booking number and any card images you sent stay the same.',
    labels: {
      bookingNumber: 'Booking number',
      doctor: 'Doctor',
      branch: 'Branch',
      address: 'Address',
      when: 'Date and time',
      fee: 'Consultation fee',
      status: 'Status',
    },
    status: { pending: 'Awaiting confirmation', confirmed: 'Confirmed', canceled: 'Cancelled' },
    callToChange: 'To change or cancel it, call the branch on {phone}.',
    callToBookAgain: 'To book another appointment, call the branch on {phone}.',
    manage:
      'See your booking, move it to another time or cancel it here (you will need the last four digits of your phone number):',
    manageLink: 'Manage your booking',
    map: 'Map',
    signature: '{clinic}',
    calendar: {
      title: 'Appointment with {doctor}',
      description: 'Booking number {bookingNumber}. {clinic}.',
      alarm: 'Your appointment with {doctor} is in two hours.',
    },
  },
  ar: {
    subject: {
      received: 'استلمنا حجزك: {bookingNumber}، {clinic}',
      confirmed: 'تأكّد موعدك: {when} (رقم الحجز {bookingNumber})',
      canceled: 'أُلغي موعدك: {bookingNumber}',
      moved: 'نُقل موعدك إلى {when} (رقم الحجز {bookingNumber})',
      reminder: 'تذكير بموعدك: {when} (رقم الحجز {bookingNumber})',
    },
    greeting: 'مرحبًا {name}،',
    lead: {
      received: 'استلمنا حجزك، وسيتواصل معك مركز الاتصال قريبًا لتأكيد الحجز.',
      confirmed: 'تأكّد موعدك، ونتطلّع إلى رؤيتك.',
      canceled: 'أُلغي موعدك.',
      moved: 'نُقل موعدك إلى وقت جديد.',
      reminder: 'نذكّرك بموعدك. إن لم تتمكّن من الحضور، فاتصل بالفرع من فضلك ليستفيد مريض آخر من الموعد.',
    },
    reason: {
      patientRequest: 'أُلغي بناءً على طلبك.',
      doctorUnavailable: 'أُلغي لأن الطبيب غير متاح، ونعتذر عن ذلك.',
      duplicate: 'أُلغي لأنه تكرار لحجز آخر لك.',
      unreachable: 'أُلغي لأننا لم نتمكّن من الوصول إليك لتأكيده.',
      other: null,
    },
    movedFrom: 'كان الموعد السابق {from}.',
    kept: 'يبقى رقم الحجز كما هو، وكذلك صور البطاقة التي أرسلتها.',
    labels: {
      bookingNumber: 'رقم الحجز',
      doctor: 'الطبيب',
      branch: 'الفرع',
      address: 'العنوان',
      when: 'التاريخ والوقت',
      fee: 'سعر الكشف',
      status: 'الحالة',
    },
    status: { pending: 'بانتظار التأكيد', confirmed: 'مؤكد', canceled: 'ملغى' },
    callToChange: 'لتغيير الموعد أو إلغائه، اتصل بالفرع على \u2066{phone}\u2069.',
    callToBookAgain: 'لحجز موعد آخر، اتصل بالفرع على \u2066{phone}\u2069.',
    manage: 'يمكنك من هنا الاطلاع على حجزك أو نقله إلى وقت آخر أو إلغاؤه (ستحتاج إلى آخر أربعة أرقام من رقم موبايلك):',
    manageLink: 'إدارة حجزك',
    map: 'الخريطة',
    signature: '{clinic}',
    calendar: {
      title: 'موعد مع {doctor}',
      description: 'رقم الحجز {bookingNumber}. {clinic}.',
      alarm: 'موعدك مع {doctor} بعد ساعتين.',
    },
  },
};

/**
 * A visit's date and time in Cairo, the time as the site writes it: 'Tuesday, 24 November 2026 at
 * 5:45 pm', 'الثلاثاء، 24 نوفمبر 2026 في 5:45 م' (timeStyle 'short' writes '05:45 pm' in English).
 */
const VISIT_MOMENT_FORMAT: TCairoFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * The calendar file goes with the messages that leave a visit confirmed at a time: the confirmation,
 * and a move of a confirmed visit (the same UID, so the calendar moves its event rather than adding one).
 * A visit stored without a length (an old row) is no event a calendar takes: its message goes without.
 */
const carriesCalendar = (input: PatientEmailInput) =>
  input.status === 'confirmed' &&
  (input.kind === 'confirmed' || input.kind === 'moved') &&
  input.endsAt.getTime() > input.startsAt.getTime();

const buildCalendar = (input: PatientEmailInput, texts: Texts, values: EmailValues): PatientEmailAttachment => ({
  name: calendarFileName(input.bookingNumber),
  text: createBookingCalendarFile({
    bookingNumber: input.bookingNumber,
    title: fillText(texts.calendar.title, values),
    description: fillText(texts.calendar.description, values),
    start: toIsoWithCairoOffset(input.startsAt),
    end: toIsoWithCairoOffset(input.endsAt),
    location: [input.branchName, input.branchAddress].filter(Boolean).join(input.locale === 'ar' ? '، ' : ', ') || null,
    alarm: fillText(texts.calendar.alarm, values),
  }),
});

/** A link is only ever an http(s) address the editors wrote; anything else is left out. */
const isWebLink = (link: string | null): link is string => link !== null && /^https?:\/\//i.test(link);

/**
 * A message about one booking in the booking's language: a plain-text part, and right-to-left HTML in
 * Arabic. It names the clinic, the booking number, the doctor, the branch with its address, phone and
 * map, the date with weekday and year and the time in Cairo, the status, and what the patient may
 * still do: while the visit is booked, move or cancel it through the manage link (as MANAGE_LINK_MARK,
 * filled in when sent) or by calling the branch; once it is cancelled, call the branch to book again.
 * A confirmed visit's message carries its calendar file.
 */
export const buildPatientEmail = (input: PatientEmailInput): PatientEmail => {
  const texts = TEXTS[input.locale];
  const moment = (instant: Date) => formatCairoDateTime(instant, input.locale, VISIT_MOMENT_FORMAT);
  const isChangeable = input.status !== 'canceled';
  const call = isChangeable ? texts.callToChange : texts.callToBookAgain;
  const values: EmailValues = {
    name: input.firstName,
    clinic: input.clinicName,
    bookingNumber: input.bookingNumber,
    when: moment(input.startsAt),
    from: input.movedFrom ? moment(input.movedFrom) : '',
    phone: input.branchPhone ?? '',
    doctor: input.doctorName,
  };
  const notes = [
    input.kind === 'canceled' && input.cancelReason ? texts.reason[input.cancelReason] : null,
    input.kind === 'moved' && input.movedFrom ? texts.movedFrom : null,
    input.kind === 'moved' ? texts.kept : null,
  ].filter((note): note is string => note !== null);
  const details: [string, string][] = [
    [texts.labels.bookingNumber, input.bookingNumber],
    [texts.labels.doctor, input.doctorName],
    [texts.labels.branch, input.branchName],
    ...(input.branchAddress ? ([[texts.labels.address, input.branchAddress]] as [string, string][]) : []),
    [texts.labels.when, values.when ?? ''],
    ...(input.consultationFeeEgp
      ? ([[texts.labels.fee, formatConsultationFee(input.consultationFeeEgp, input.locale)]] as [string, string][])
      : []),
    [texts.labels.status, texts.status[input.status]],
  ];
  const subject = fillText(texts.subject[input.kind], values);
  const text = [
    fillText(texts.greeting, values),
    '',
    texts.lead[input.kind],
    ...notes.map((note) => fillText(note, values)),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(isWebLink(input.locationLink) ? [`${texts.map}: ${input.locationLink}`] : []),
    ...(isChangeable ? ['', texts.manage, MANAGE_LINK_MARK] : []),
    '',
    ...(input.branchPhone ? [fillText(call, values)] : []),
    fillText(texts.signature, values),
  ].join('\n');
  const html = toEmailHtml(input.locale, subject, [
    `<p>${fillHtml(texts.greeting, values)}</p>`,
    `<p><strong>${escapeHtml(texts.lead[input.kind])}</strong></p>`,
    ...notes.map((note) => `<p>${fillHtml(note, values)}</p>`),
    ...toDetailsTable(details),
    ...(isWebLink(input.locationLink)
      ? [`<p><a href="${escapeHtml(input.locationLink)}">${escapeHtml(texts.map)}</a></p>`]
      : []),
    ...(isChangeable
      ? [`<p>${escapeHtml(texts.manage)}<br><a href="${MANAGE_LINK_MARK}">${escapeHtml(texts.manageLink)}</a></p>`]
      : []),
    ...(input.branchPhone ? [`<p>${fillHtml(call, values)}</p>`] : []),
    `<p>${fillHtml(texts.signature, values)}</p>`,
  ]);
  return { subject, text, html, attachment: carriesCalendar(input) ? buildCalendar(input, texts, values) : null };
};
