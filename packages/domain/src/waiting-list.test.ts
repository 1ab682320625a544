import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import {
  ZStaffWaitingEntrySchema,
  ZWaitingEntryKeySchema,
  ZWaitingOfferIdSchema,
  checkWishDates,
  findDayPart,
  findHoldEnd,
  hasWishEnded,
  isOfferingTime,
  suitsWish,
} from './waiting-list';

const at = (date: string, time: string) => cairoWallClockToInstant(date, time);
const MINUTE = 60_000;

const wish = {
  doctor: 'doctor-a',
  branch: null,
  fromDate: '2026-12-10',
  toDate: '2026-12-12',
  dayParts: ['morning', 'evening'] as const,
};

describe('the parts of the day', () => {
  it('are morning before noon, afternoon until 17:00 and evening after, by Cairo’s clock', () => {
    expect(findDayPart(at('2026-12-10', '00:00'))).toBe('morning');
    expect(findDayPart(at('2026-12-10', '11:59'))).toBe('morning');
    expect(findDayPart(at('2026-12-10', '12:00'))).toBe('afternoon');
    expect(findDayPart(at('2026-12-10', '16:59'))).toBe('afternoon');
    expect(findDayPart(at('2026-12-10', '17:00'))).toBe('evening');
    // Summer time: 10:00 in Cairo is 07:00 UTC, still the morning.
    expect(findDayPart(at('2026-07-10', '10:00'))).toBe('morning');
  });
});

describe('which freed place suits a wish', () => {
  const place = (date: string, time: string, branch = 'branch-1', doctor = 'doctor-a') => ({
    doctor,
    branch,
    startsAt: at(date, time),
  });

  it('the same doctor, any branch when none is chosen, inside the days, in a part of the day that suits', () => {
    expect(suitsWish(wish, place('2026-12-10', '09:00'))).toBe(true);
    expect(suitsWish(wish, place('2026-12-12', '19:00', 'branch-2'))).toBe(true);
    expect(suitsWish(wish, place('2026-12-10', '09:00', 'branch-1', 'doctor-b'))).toBe(false);
    expect(suitsWish(wish, place('2026-12-11', '14:00'))).toBe(false);
    expect(suitsWish(wish, place('2026-12-09', '09:00'))).toBe(false);
    expect(suitsWish(wish, place('2026-12-13', '09:00'))).toBe(false);
  });

  it('only the chosen branch when one is', () => {
    const atOne = { ...wish, branch: 'branch-1' };
    expect(suitsWish(atOne, place('2026-12-10', '09:00', 'branch-1'))).toBe(true);
    expect(suitsWish(atOne, place('2026-12-10', '09:00', 'branch-2'))).toBe(false);
  });

  it('only a place starting before the booking, for a patient waiting for an earlier time', () => {
    const booked = place('2026-12-12', '19:00').startsAt.getTime();
    const earlier = { ...wish, beforeMs: booked };
    expect(suitsWish(earlier, place('2026-12-10', '09:00'))).toBe(true);
    expect(suitsWish(earlier, place('2026-12-12', '19:00'))).toBe(false);
    expect(suitsWish(earlier, place('2026-12-12', '19:30'))).toBe(false);
  });
});

describe('holds, offering hours and the end of a wish, on an injected clock', () => {
  const now = at('2026-12-10', '09:00');

  it('holds a place 20 minutes, or 10 when its visit is within six hours', () => {
    expect(findHoldEnd(at('2026-12-11', '09:00'), now).getTime() - now.getTime()).toBe(20 * MINUTE);
    expect(findHoldEnd(at('2026-12-10', '15:01'), now).getTime() - now.getTime()).toBe(20 * MINUTE);
    expect(findHoldEnd(at('2026-12-10', '15:00'), now).getTime() - now.getTime()).toBe(10 * MINUTE);
    expect(findHoldEnd(at('2026-12-10', '10:00'), now).getTime() - now.getTime()).toBe(10 * MINUTE);
  });

  it('offers between 08:00 and 22:00 Cairo time, never at night', () => {
    expect(isOfferingTime(at('2026-12-10', '07:59'))).toBe(false);
    expect(isOfferingTime(at('2026-12-10', '08:00'))).toBe(true);
    expect(isOfferingTime(at('2026-12-10', '21:59'))).toBe(true);
    expect(isOfferingTime(at('2026-12-10', '22:00'))).toBe(false);
    expect(isOfferingTime(at('2026-12-10', '03:00'))).toBe(false);
    expect(isOfferingTime(at('2026-12-10', '03:00'), { fromMs: 0, untilMs: 24 * 3_600_000 })).toBe(true);
  });

  it('ends a wish the day after its last day', () => {
    expect(hasWishEnded(wish, at('2026-12-12', '23:59'))).toBe(false);
    expect(hasWishEnded(wish, at('2026-12-13', '00:00'))).toBe(true);
  });

  it.each([
    ['2026-12-02', '2026-12-30', []],
    ['2026-12-01', '2026-12-05', ['fromDate']],
    ['2026-12-02', '2026-12-31', ['toDate']],
    ['2026-12-05', '2026-12-04', ['toDate']],
  ])('takes days from tomorrow up to the horizon, the first before the last: %s to %s', (fromDate, toDate, wrong) => {
    const errors = checkWishDates({ fromDate, toDate }, at('2026-12-01', '10:00'), 30);
    expect(errors).toEqual(Object.fromEntries(wrong.map((field) => [field, 'validation.waitingDatesOutOfRange'])));
  });
});

describe('a caller the desk adds', () => {
  const caller = {
    doctor: 'abcdefghijklmnopqrstuvwx',
    branch: null,
    fromDate: '2026-12-10',
    toDate: '2026-12-12',
    dayParts: ['evening', 'morning', 'evening'],
    locale: 'ar',
    patient: { firstName: 'Mona', lastName: 'Adel', phone: '01012345678', age: '٤٠', contractType: 'cash' },
    consent: { givenVerbally: true, policyVersion: '2026-12-01' },
  };

  it('keeps each part of the day once, in the day’s order', () => {
    const parsed = ZStaffWaitingEntrySchema.parse(caller);
    expect(parsed.dayParts).toEqual(['morning', 'evening']);
    expect(parsed.patient.age).toBe(40);
  });

  it('names each missing or wrong field with its message key', () => {
    const result = ZStaffWaitingEntrySchema.safeParse({
      ...caller,
      dayParts: [],
      consent: { givenVerbally: false, policyVersion: '2026-12-01' },
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['dayParts', 'validation.dayPartsRequired'],
      ['consent.givenVerbally', 'validation.verbalConsentRequired'],
    ]);
  });
});

describe('the names an entry and an offer go by in paths', () => {
  it('an entry key is 32 lowercase hex digits and nothing else', () => {
    expect(ZWaitingEntryKeySchema.safeParse('0123456789abcdef0123456789abcdef').success).toBe(true);
    for (const key of ['0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef', '../etc/passwd', '']) {
      expect(ZWaitingEntryKeySchema.safeParse(key).success).toBe(false);
    }
  });

  it('an offer id is a positive integer of at most nine digits, read as a number', () => {
    expect(ZWaitingOfferIdSchema.parse('7')).toBe(7);
    expect(ZWaitingOfferIdSchema.parse('999999999')).toBe(999_999_999);
    for (const id of ['0', '1000000000', '07', '1e3', '-1', '1.5', '']) {
      expect(ZWaitingOfferIdSchema.safeParse(id).success).toBe(false);
    }
  });
});
