import { cairoWallClockToInstant } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { buildCardRefusedEmail } from './card-refused-email';
import { MANAGE_LINK_MARK } from './patient-email';

describe('buildCardRefusedEmail', () => {
  const startsAt = cairoWallClockToInstant('2026-12-10', '18:00');
  const email = (locale: 'en' | 'ar', reason: 'expired' | 'nameMismatch') =>
    buildCardRefusedEmail({
      locale,
      reason,
      startsAt,
      clinicName: 'Nile ENT',
      firstName: 'Nadia',
      ...(locale === 'en'
        ? { doctorName: 'Dr. Mona', branchName: 'Zamalek Branch' }
        : { doctorName: 'د. منى', branchName: 'فرع الزمالك' }),
    });

  it.each([
    {
      locale: 'en' as const,
      reason: 'expired' as const,
      subject: 'Your card was not accepted for your visit on Thursday 10 December at 6:00 pm',
      lines: ['and could not accept it: it has expired.', 'the consultation fee is paid at the desk'],
      link: `<a href="${MANAGE_LINK_MARK}">View my booking</a>`,
    },
    {
      locale: 'ar' as const,
      reason: 'nameMismatch' as const,
      subject: 'لم نقبل بطاقتك لموعد الخميس، 10 ديسمبر في 6:00 م',
      lines: ['ولم نتمكن من قبولها: الاسم لا يطابق الحجز.', 'تُدفع رسوم الكشف في الاستقبال'],
      link: `<a href="${MANAGE_LINK_MARK}">عرض حجزي</a>`,
    },
  ])('says in $locale why the card was refused, what the patient can do, and links the booking', (expected) => {
    const written = email(expected.locale, expected.reason);
    expect(written.subject).toBe(expected.subject);
    for (const line of expected.lines) expect(written.text).toContain(line);
    expect(written.html).toContain(expected.link);
    expect(written.html).toMatch(new RegExp(`^<!doctype html>\n<html lang="${expected.locale}"`));
  });
});
