import {
  LOCALES,
  BOOKING_MESSAGE_KINDS,
  type TLocale,
  type TBookingMessageKind,
  formatCairoDateTime,
} from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { PASSWORD_LINK_KINDS, buildResetEmail } from '../extensions/users-permissions/reset-email';
import { MANAGE_LINK_MARK, type PatientEmailInput, buildPatientEmail } from './patient-email';

/**
 * Every email the CMS writes from a template, rendered in both languages: the patients' (one per kind
 * of patient message) and the staff's (the set-password link of a reset and of an invitation). The
 * one other email, operations' alert of a failed scheduled job, is English written in code.
 */

const BOOKING_NUMBER = 'ENT-7K3M-Q9XZ';
/** 5:45 pm in Cairo (UTC+2 in November): a one-digit hour, which the site writes without a zero. */
const STARTS_AT = new Date('2026-11-24T15:45:00Z');
/** The time a moved visit had: 9:05 am. */
const MOVED_FROM = new Date('2026-11-23T07:05:00Z');

/** A `{name}` placeholder left as written. */
const UNFILLED_PLACEHOLDER = /\{[a-zA-Z]+\}/;
/** '05:45', where the site writes '5:45'. */
const ZERO_PADDED_HOUR = /(?<![\d:])0\d:\d\d/;
/** The words that offer to move or cancel the visit (or change it, on the phone). */
const OFFER_OF_CHANGE: Record<TLocale, RegExp> = {
  en: /\b(?:move|change|cancel) it\b/i,
  ar: /نقله|تغيير الموعد|إلغائه|إلغاؤه/,
};

/** The booking as each kind of message leaves it. */
const STATUS_AFTER: Record<TBookingMessageKind, PatientEmailInput['status']> = {
  received: 'pending',
  confirmed: 'confirmed',
  canceled: 'canceled',
  moved: 'confirmed',
  reminder: 'confirmed',
};

const CLINIC_NAME: Record<TLocale, string> = { en: 'Nile ENT Clinics', ar: 'عيادات النيل للأنف والأذن والحنجرة' };

const BOOKING_WORDS: Record<
  TLocale,
  Pick<PatientEmailInput, 'firstName' | 'doctorName' | 'branchName' | 'branchAddress'>
> = {
  en: {
    firstName: 'Mona',
    doctorName: 'Dr. Laila Hamdy',
    branchName: 'Heliopolis',
    branchAddress: '12 Baghdad Street',
  },
  ar: { firstName: 'منى', doctorName: 'د. ليلى حمدي', branchName: 'مصر الجديدة', branchAddress: '12 شارع بغداد' },
};

const patientEmail = (kind: TBookingMessageKind, locale: TLocale) =>
  buildPatientEmail({
    kind,
    locale,
    clinicName: CLINIC_NAME[locale],
    ...BOOKING_WORDS[locale],
    bookingNumber: BOOKING_NUMBER,
    branchPhone: '+20 2 2690 1234',
    locationLink: 'https://maps.example/heliopolis',
    consultationFeeEgp: 450,
    startsAt: STARTS_AT,
    endsAt: new Date(STARTS_AT.getTime() + 20 * 60 * 1000),
    status: STATUS_AFTER[kind],
    cancelReason: kind === 'canceled' ? 'doctorUnavailable' : null,
    movedFrom: kind === 'moved' ? MOVED_FROM : null,
  });

/** A time as the site writes it (the booking pages' formatBookingTime): '5:45 pm', '5:45 م'. */
const siteTime = (instant: Date, locale: TLocale) =>
  formatCairoDateTime(instant, locale, { hour: 'numeric', minute: '2-digit' });

describe.each(LOCALES)('patient emails in %s', (locale) => {
  it.each(BOOKING_MESSAGE_KINDS)(
    '%s: every placeholder filled, the booking number in the subject and the body, times as the site writes them',
    (kind) => {
      const email = patientEmail(kind, locale);
      const parts = { subject: email.subject, text: email.text, html: email.html };
      for (const [part, words] of Object.entries(parts)) {
        expect(words, part).not.toMatch(UNFILLED_PLACEHOLDER);
        expect(words, part).not.toMatch(ZERO_PADDED_HOUR);
      }
      expect(email.attachment?.text ?? '', 'calendar file').not.toMatch(UNFILLED_PLACEHOLDER);
      expect(email.subject, 'subject').toContain(BOOKING_NUMBER);
      expect(email.text, 'text').toContain(BOOKING_NUMBER);
      expect(email.html, 'html').toContain(`<bdi>${BOOKING_NUMBER}</bdi>`);
      expect(email.text).toContain(siteTime(STARTS_AT, locale));
      if (kind === 'moved') expect(email.text).toContain(siteTime(MOVED_FROM, locale));
    },
  );

  it.each(BOOKING_MESSAGE_KINDS.filter((kind) => kind !== 'canceled'))(
    '%s: offers the manage link, where the visit can still be moved or cancelled',
    (kind) => {
      const email = patientEmail(kind, locale);
      expect(email.text).toContain(MANAGE_LINK_MARK);
      expect(email.html).toContain(`href="${MANAGE_LINK_MARK}"`);
      expect(email.text).toMatch(OFFER_OF_CHANGE[locale]);
    },
  );

  it.each(BOOKING_MESSAGE_KINDS)(
    '%s: the branch’s phone is isolated left to right in Arabic, so its groups keep their order',
    (kind) => {
      const email = patientEmail(kind, locale);
      const phone = '+20 2 2690 1234';
      const times = (words: string, part: string) => words.split(part).length - 1;
      expect(times(email.text, phone)).toBeGreaterThan(0);
      // The text between isolate marks (LRI … PDI); the HTML inside a <bdi> of its own.
      if (locale === 'ar') expect(times(email.text, `\u2066${phone}\u2069`)).toBe(times(email.text, phone));
      expect(times(email.html, `<bdi>${phone}</bdi>`)).toBe(times(email.html, phone));
    },
  );

  it('canceled: offers neither the manage link nor to move or cancel the visit it cancels', () => {
    const email = patientEmail('canceled', locale);
    expect(`${email.text}${email.html}`).not.toContain(MANAGE_LINK_MARK);
    expect(email.text).not.toMatch(OFFER_OF_CHANGE[locale]);
    expect(email.html).not.toMatch(OFFER_OF_CHANGE[locale]);
  });
});

describe.each(LOCALES)('staff emails in %s', (locale) => {
  const link = `https://clinic.example/${locale}/admin/reset-password?code=0f3a9c`;

  it.each(PASSWORD_LINK_KINDS)('%s: every placeholder filled, the clinic named, the link in both parts', (kind) => {
    const email = buildResetEmail({
      kind,
      locale,
      username: 'reception.heliopolis',
      clinicName: CLINIC_NAME[locale],
      link,
    });
    const parts = { subject: email.subject, text: email.text, html: email.html };
    for (const [part, words] of Object.entries(parts)) {
      expect(words, part).not.toMatch(UNFILLED_PLACEHOLDER);
      expect(words, part).toContain(CLINIC_NAME[locale]);
    }
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
  });
});
