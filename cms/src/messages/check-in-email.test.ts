import { cairoWallClockToInstant } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { buildCheckInEmail } from './check-in-email';
import { MANAGE_LINK_MARK } from './patient-email';

describe('buildCheckInEmail', () => {
  const visit = {
    clinicName: 'Nile ENT',
    firstName: 'Nadia <b>',
    startsAt: cairoWallClockToInstant('2026-12-10', '18:00'),
  };
  const english = { ...visit, locale: 'en' as const, doctorName: 'Dr. Mona', branchName: 'Zamalek Branch' };
  const arabic = { ...visit, locale: 'ar' as const, doctorName: 'د. منى', branchName: 'فرع الزمالك' };

  it('gives a first-come patient their queue number, and the link to follow their place', () => {
    const email = buildCheckInEmail({ ...english, queueNumber: 7 });
    expect(email.subject).toBe('Checked in: your queue number is 7');
    expect(email.text).toContain('Your queue number for Dr. Mona is 7');
    expect(email.text).toContain(`\n${MANAGE_LINK_MARK}\n`);
    expect(email.html).toContain(`<a href="${MANAGE_LINK_MARK}">Follow my place</a>`);
    // The patient's name is a value: escaped, and isolated from the words around it.
    expect(email.html).toContain('Hello <bdi>Nadia &lt;b&gt;</bdi>,');
  });

  it('gives a timed visit its booked time, which orders its queue', () => {
    const email = buildCheckInEmail({ ...english, queueNumber: null });
    expect(email.subject).toBe('Checked in for your 6:00 pm visit');
    expect(email.text).toContain('Dr. Mona calls patients in by their booked times: yours is 6:00 pm.');
  });

  it('writes the Arabic email right to left', () => {
    const numbered = buildCheckInEmail({ ...arabic, queueNumber: 7 });
    expect(numbered.subject).toBe('تم تسجيل وصولك: رقم دورك 7');
    expect(numbered.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(numbered.html).toContain('<a href="%MANAGE_LINK%">تابع دوري</a>');
    expect(buildCheckInEmail({ ...arabic, queueNumber: null }).subject).toBe('تم تسجيل وصولك لموعد 6:00 م');
  });
});
