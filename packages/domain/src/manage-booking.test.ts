import { describe, expect, it } from 'vitest';
import {
  MANAGE_LINK_DAYS_AFTER_VISIT,
  PATIENT_CHANGE_DEFAULTS,
  ZPatientCancelSchema,
  ZPatientRescheduleSchema,
  ZPhoneDigitsSchema,
  findPatientChangeRefusal,
  isManageLinkOpen,
  maskEmail,
  maskPhone,
  matchesPhoneDigits,
} from './manage-booking';
import { ValidationMessage as M, collectFieldErrors } from './messages';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5'.slice(0, 43);
const HOUR = 60 * 60 * 1000;
const startsAt = new Date('2026-12-10T08:00:00Z');

describe('the manage link', () => {
  it('opens the booking until seven days after the visit ends, and not a moment later', () => {
    const endsAt = new Date('2026-12-10T08:20:00Z');
    const lastMoment = new Date(endsAt.getTime() + MANAGE_LINK_DAYS_AFTER_VISIT * 24 * HOUR - 1);
    expect(isManageLinkOpen(endsAt, new Date('2026-11-25T10:00:00Z'))).toBe(true);
    expect(isManageLinkOpen(endsAt, lastMoment)).toBe(true);
    expect(isManageLinkOpen(endsAt, new Date(lastMoment.getTime() + 1))).toBe(false);
  });

  it.each([
    ['truncated', TOKEN.slice(0, 42)],
    ['too long', `${TOKEN}A`],
    ['with a character base64url has not', `${TOKEN.slice(0, 42)}=`],
    ['a path', `../${TOKEN.slice(3)}`],
  ])('refuses a token %s', (_case, token) => {
    const result = ZPatientCancelSchema.safeParse({ token, phoneDigits: '5678' });
    expect(result.success ? {} : collectFieldErrors(result.error)).toEqual({ token: M.invalidType });
  });
});

describe('the patient may change the visit', () => {
  const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR);

  it('until the cutoff before its start', () => {
    const cutoffHours = PATIENT_CHANGE_DEFAULTS.cutoffMs / HOUR;
    expect(findPatientChangeRefusal({ status: 'pending', startsAt }, at(48))).toBeNull();
    expect(findPatientChangeRefusal({ status: 'confirmed', startsAt }, at(cutoffHours))).toBeNull();
    expect(findPatientChangeRefusal({ status: 'confirmed', startsAt }, at(cutoffHours - 0.01))).toBe('pastCutoff');
    expect(findPatientChangeRefusal({ status: 'confirmed', startsAt }, at(0))).toBe('visitPassed');
    expect(findPatientChangeRefusal({ status: 'confirmed', startsAt }, at(-5))).toBe('visitPassed');
  });

  it('with a cutoff the clinic sets', () => {
    expect(findPatientChangeRefusal({ status: 'pending', startsAt }, at(20), 24 * HOUR)).toBe('pastCutoff');
    expect(findPatientChangeRefusal({ status: 'pending', startsAt }, at(20), 0)).toBeNull();
  });

  it.each(['canceled', 'done', 'noShow'] as const)('never once it is %s', (status) => {
    expect(findPatientChangeRefusal({ status, startsAt }, at(48))).toBe('closed');
  });
});

describe('the phone’s last four digits', () => {
  it.each([
    ['5678', '5678'],
    [' 56 78 ', '5678'],
    ['٥٦٧٨', '5678'],
    ['۵۶۷۸', '5678'],
  ])('reads %j as %s', (typed, digits) => {
    expect(ZPhoneDigitsSchema.parse(typed)).toBe(digits);
  });

  it.each([
    ['', M.required],
    ['567', M.invalidPhoneDigits],
    ['56789', M.invalidPhoneDigits],
    ['56a8', M.invalidPhoneDigits],
  ])('refuses %j with %s', (typed, message) => {
    const result = ZPatientCancelSchema.safeParse({ token: TOKEN, phoneDigits: typed });
    expect(result.success ? {} : collectFieldErrors(result.error)).toEqual({ phoneDigits: message });
  });

  it('match only the end of the booking’s phone', () => {
    expect(matchesPhoneDigits('+201012345678', '5678')).toBe(true);
    expect(matchesPhoneDigits('+201012345678', '1234')).toBe(false);
    expect(matchesPhoneDigits('+201012345678', '')).toBe(false);
    expect(matchesPhoneDigits('+201012345678', '678')).toBe(false);
  });
});

describe('what the page shows of the patient', () => {
  it('hides the phone but its last two digits: the page must not give away the four it asks for', () => {
    const masked = maskPhone('+201012345678');
    expect(masked).toMatch(/78$/);
    expect(masked).not.toContain('5678');
    expect(masked).not.toContain('1012');
  });

  it('hides the email but its first letter and its domain', () => {
    expect(maskEmail('mona.saleh@example.com')).toBe('m•••@example.com');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});

describe('ZPatientRescheduleSchema', () => {
  const move = {
    token: TOKEN,
    phoneDigits: '5678',
    from: '2026-12-10T10:00:00+02:00',
    start: '2026-12-11T10:00:00+02:00',
  };

  it('takes a move to another time', () => {
    expect(ZPatientRescheduleSchema.parse(move)).toEqual(move);
  });

  it('refuses a move to the time the visit has, and a time without its offset', () => {
    const same = ZPatientRescheduleSchema.safeParse({ ...move, start: '2026-12-10T08:00:00Z' });
    expect(same.success ? {} : collectFieldErrors(same.error)).toEqual({ start: M.invalidChoice });
    const local = ZPatientRescheduleSchema.safeParse({ ...move, start: '2026-12-11T10:00:00' });
    expect(local.success).toBe(false);
  });
});
