import { cairoWallClockToInstant } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { buildOfferEmail } from './offer-email';
import { MANAGE_LINK_MARK } from './patient-email';

describe('buildOfferEmail', () => {
  const offer = {
    clinicName: 'Nile ENT',
    firstName: 'Nadia <b>',
    branchAddress: null,
    startsAt: cairoWallClockToInstant('2026-12-10', '09:00'),
    holdsUntil: cairoWallClockToInstant('2026-12-09', '14:20'),
  };

  it('says in English who, where, when and until when the place is held, with the link to answer it', () => {
    const email = buildOfferEmail({ ...offer, locale: 'en', doctorName: 'Dr. Mona', branchName: 'Zamalek Branch' });
    expect(email.subject).toBe('A place with Dr. Mona is free for you: Thursday 10 December at 9:00 am');
    expect(email.text).toContain('we are holding it for you until 2:20 pm.');
    expect(email.text).toContain(`here:\n${MANAGE_LINK_MARK}\n`);
    expect(email.html).toContain(`<a href="${MANAGE_LINK_MARK}">Take or pass on this time</a>`);
    // The patient's name is a value: escaped, and isolated from the words around it.
    expect(email.html).toContain('Hello <bdi>Nadia &lt;b&gt;</bdi>,');
  });

  it('writes the Arabic email right to left, its times in Arabic', () => {
    const email = buildOfferEmail({ ...offer, locale: 'ar', doctorName: 'د. منى', branchName: 'فرع الزمالك' });
    expect(email.subject).toBe('موعد متاح لك مع د. منى: الخميس، 10 ديسمبر في 9:00 ص');
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(email.text).toContain('ونحجزه لك حتى 2:20 م.');
  });
});
