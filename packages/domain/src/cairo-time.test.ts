import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysToIsoDate } from './calendar-date';
import {
  CAIRO_TIME_ZONE,
  cairoWallClockToInstant,
  createOffsetReader,
  findSteadyCairoDayStart,
  formatCairoDateTime,
  formatClockTime,
  getCairoOffsetMinutes,
  getCairoWeekday,
  toCairoDate,
  toCairoTime,
  toIsoWithCairoOffset,
} from './cairo-time';

const at = (iso: string) => new Date(iso);

describe('the runtime tz database', () => {
  it('knows Egypt has DST again (otherwise nothing below can be trusted)', () => {
    expect(getCairoOffsetMinutes(at('2026-07-01T12:00:00Z'))).toBe(180);
    expect(getCairoOffsetMinutes(at('2026-01-01T12:00:00Z'))).toBe(120);
    expect(CAIRO_TIME_ZONE).toBe('Africa/Cairo');
  });
});

describe('getCairoOffsetMinutes around the transitions', () => {
  it.each([
    // 2026: last Friday of April is the 24th, last Thursday of October the 29th.
    ['2026-04-23T21:59:59Z', 120],
    ['2026-04-23T22:00:00Z', 180],
    ['2026-10-29T20:59:59Z', 180],
    ['2026-10-29T21:00:00Z', 120],
    // 2025: April 25th and October 30th.
    ['2025-04-24T21:59:59Z', 120],
    ['2025-04-24T22:00:00Z', 180],
    ['2025-10-30T20:59:59Z', 180],
    ['2025-10-30T21:00:00Z', 120],
  ])('%s → %i', (iso, offset) => {
    expect(getCairoOffsetMinutes(at(iso))).toBe(offset);
  });
});

describe('cairoWallClockToInstant', () => {
  it.each([
    ['2026-11-24', '10:30', '2026-11-24T08:30:00.000Z'],
    ['2026-07-15', '10:30', '2026-07-15T07:30:00.000Z'],
    // Thursday before spring-forward: still +02:00 until midnight.
    ['2026-04-23', '23:59', '2026-04-23T21:59:00.000Z'],
    // The gap: 00:00–00:59 on Friday 24 April 2026 does not exist → 01:00 +03:00.
    ['2026-04-24', '00:00', '2026-04-23T22:00:00.000Z'],
    ['2026-04-24', '00:30', '2026-04-23T22:00:00.000Z'],
    ['2026-04-24', '00:59', '2026-04-23T22:00:00.000Z'],
    ['2026-04-24', '01:00', '2026-04-23T22:00:00.000Z'],
    ['2026-04-24', '01:01', '2026-04-23T22:01:00.000Z'],
    ['2025-04-25', '00:15', '2025-04-24T22:00:00.000Z'],
    // The repeated hour at the end of Thursday 29 October 2026 → the earlier, +03:00.
    ['2026-10-29', '22:59', '2026-10-29T19:59:00.000Z'],
    ['2026-10-29', '23:00', '2026-10-29T20:00:00.000Z'],
    ['2026-10-29', '23:30', '2026-10-29T20:30:00.000Z'],
    ['2026-10-29', '23:59', '2026-10-29T20:59:00.000Z'],
    ['2026-10-30', '00:00', '2026-10-29T22:00:00.000Z'],
    ['2025-10-30', '23:30', '2025-10-30T20:30:00.000Z'],
    ['2025-10-31', '00:00', '2025-10-30T22:00:00.000Z'],
  ])('%s %s → %s', (date, time, expected) => {
    expect(cairoWallClockToInstant(date, time).toISOString()).toBe(expected);
  });

  it('accepts Strapi time strings with seconds', () => {
    expect(cairoWallClockToInstant('2026-11-24', '10:30:15.500').toISOString()).toBe('2026-11-24T08:30:15.500Z');
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2026-11-24', '24:00'],
    ['2026-11-24', '10h30'],
  ])('throws on %s %s', (date, time) => {
    expect(() => cairoWallClockToInstant(date, time)).toThrow(RangeError);
  });

  it('round-trips every day of 2026 at 10:30', () => {
    const days = Array.from({ length: 365 }, (_, i) => addDaysToIsoDate('2026-01-01', i));
    expect(days.at(-1)).toBe('2026-12-31');
    for (const date of days) {
      const instant = cairoWallClockToInstant(date, '10:30');
      expect([toCairoDate(instant), toCairoTime(instant)]).toEqual([date, '10:30']);
    }
  });

  it('round-trips any instant of 2025–2027 to the minute', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: start / 60_000, max: end / 60_000 - 1 }), (minute) => {
        const instant = new Date(minute * 60_000);
        const back = cairoWallClockToInstant(toCairoDate(instant), toCairoTime(instant));
        const isSecondPassOfRepeatedHour =
          getCairoOffsetMinutes(instant) === 120 &&
          getCairoOffsetMinutes(new Date(instant.getTime() - 3_600_000)) === 180;
        // The second 23:xx of the fall-back night maps to the first one, an hour earlier.
        const expected = isSecondPassOfRepeatedHour ? instant.getTime() - 3_600_000 : instant.getTime();
        expect(back.getTime()).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('findSteadyCairoDayStart', () => {
  it('gives the start of every day of 2023–2030 but the two a year on which the clocks change', () => {
    const days = Array.from({ length: 2922 }, (_, i) => addDaysToIsoDate('2023-01-01', i));
    expect(days.at(-1)).toBe('2030-12-31');
    const unsteady = days.filter((date) => findSteadyCairoDayStart(date) === null);
    for (const date of days.filter((day) => !unsteady.includes(day))) {
      expect(findSteadyCairoDayStart(date)).toBe(cairoWallClockToInstant(date, '00:00').getTime());
    }
    // Egypt's rule since 2023: the last Friday of April springs forward, the last Thursday of October
    // falls back. Both are days of 23 and 25 hours; every other day keeps one offset.
    expect(unsteady).toHaveLength(16);
    for (const date of unsteady) {
      const [month, day, weekday] = [Number(date.slice(5, 7)), Number(date.slice(8, 10)), getCairoWeekday(date)];
      expect([month === 4 ? 'friday' : 'thursday', day > (month === 4 ? 30 : 31) - 7]).toEqual([weekday, true]);
      expect([4, 10]).toContain(month);
    }
  });
});

describe('toCairoDate / toIsoWithCairoOffset', () => {
  it.each([
    ['2026-11-24T08:30:00Z', '2026-11-24', '2026-11-24T10:30:00+02:00'],
    ['2026-11-24T22:30:00Z', '2026-11-25', '2026-11-25T00:30:00+02:00'],
    ['2026-07-15T21:00:00Z', '2026-07-16', '2026-07-16T00:00:00+03:00'],
    ['2026-04-23T22:00:00Z', '2026-04-24', '2026-04-24T01:00:00+03:00'],
    ['2026-10-29T20:30:00Z', '2026-10-29', '2026-10-29T23:30:00+03:00'],
    ['2026-10-29T21:30:00Z', '2026-10-29', '2026-10-29T23:30:00+02:00'],
  ])('%s → %s, %s', (iso, date, withOffset) => {
    expect(toCairoDate(at(iso))).toBe(date);
    expect(toIsoWithCairoOffset(at(iso))).toBe(withOffset);
  });
});

describe('the cached offsets agree with the tz database read every time', () => {
  const cairo = tz(CAIRO_TIME_ZONE);
  // 1995–2045: Egypt's DST years, the years without, and the transitions at every minute and second.
  const instants = fc.oneof(
    fc.integer({ min: Date.UTC(1995, 0, 1), max: Date.UTC(2045, 0, 1) }),
    fc
      .record({
        year: fc.integer({ min: 2023, max: 2040 }),
        spring: fc.boolean(),
        ms: fc.integer({ min: -7_200_000, max: 7_200_000 }),
      })
      .map(({ year, spring, ms }) => {
        // Within two hours of the transition nights' midnights (UTC 22:00 and 21:00), whatever the date.
        const night = spring ? Date.UTC(year, 3, 23, 22) : Date.UTC(year, 9, 29, 21);
        return night + ms;
      }),
  );

  it('offset, date, time and ISO text, for any instant', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const instant = new Date(ms);
        expect(getCairoOffsetMinutes(instant)).toBe(tzOffset(CAIRO_TIME_ZONE, instant));
        expect(toCairoDate(instant)).toBe(format(instant, 'yyyy-MM-dd', { in: cairo }));
        expect(toCairoTime(instant)).toBe(format(instant, 'HH:mm', { in: cairo }));
        expect(toIsoWithCairoOffset(instant)).toBe(format(instant, "yyyy-MM-dd'T'HH:mm:ssxxx", { in: cairo }));
      }),
      { numRuns: 5000 },
    );
    // 5,000 instants through the tz database: 1.5 s alone, 8 s beside the CMS's build on two cores.
  }, 30_000);

  it('every minute of the transition hours of 2026, in any order', () => {
    const minutes = [Date.UTC(2026, 3, 23, 21), Date.UTC(2026, 9, 29, 20)].flatMap((hour) =>
      Array.from({ length: 180 }, (_, minute) => hour + minute * 60_000),
    );
    for (const ms of [...minutes].reverse()) {
      expect(getCairoOffsetMinutes(new Date(ms)), new Date(ms).toISOString()).toBe(
        tzOffset(CAIRO_TIME_ZONE, new Date(ms)),
      );
    }
  });

  it('a zone whose clocks changed within an hour: Kathmandu went from +05:30 to +05:45 at 18:30 UTC', () => {
    const readOffset = createOffsetReader('Asia/Kathmandu', 3);
    const transition = Date.UTC(1985, 11, 31, 18, 30);
    for (const ms of [transition - 1, transition, transition + 1, transition - 900_000, transition + 2_700_000]) {
      expect(readOffset(new Date(ms)), new Date(ms).toISOString()).toBe(tzOffset('Asia/Kathmandu', new Date(ms)));
    }
    expect([readOffset(new Date(transition - 1)), readOffset(new Date(transition))]).toEqual([330, 345]);
  });

  it('an invalid date is refused, as before', () => {
    expect(() => toCairoDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toIsoWithCairoOffset(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('getCairoWeekday', () => {
  it.each([
    ['2026-04-24', 'friday'],
    ['2026-10-29', 'thursday'],
    ['2025-04-25', 'friday'],
    ['2025-10-30', 'thursday'],
    ['2026-11-29', 'sunday'],
    ['2026-11-30', 'monday'],
  ])('%s → %s', (date, weekday) => {
    expect(getCairoWeekday(date)).toBe(weekday);
  });
});

describe('formatClockTime', () => {
  it('writes a wall-clock time on a 12-hour clock in both languages, Western digits', () => {
    expect(formatClockTime('09:00', 'en')).toMatch(/^9:00\sam$/);
    expect(formatClockTime('17:30:00.000', 'en')).toMatch(/^5:30\spm$/);
    expect(formatClockTime('00:15', 'en')).toMatch(/^12:15\sam$/);
    expect(formatClockTime('12:00', 'ar')).toMatch(/^12:00\sم$/);
    expect(formatClockTime('22:00', 'ar')).toMatch(/^10:00\sم$/);
    expect(formatClockTime('08:45', 'ar')).toMatch(/^8:45\sص$/);
  });

  it('refuses what is not a time of day', () => {
    expect(() => formatClockTime('25:00', 'en')).toThrow(RangeError);
  });
});

describe('formatCairoDateTime', () => {
  const instant = at('2026-11-24T08:30:00Z');

  it('formats English in Cairo time, day first, 12-hour clock', () => {
    const text = formatCairoDateTime(instant, 'en');
    expect(text).toContain('Tuesday');
    expect(text).toMatch(/24 November 2026/);
    expect(text).toMatch(/10:30\s?am/i);
  });

  it('formats Arabic with Arabic month and weekday names but Western digits', () => {
    const text = formatCairoDateTime(instant, 'ar');
    expect(text).toContain('نوفمبر');
    expect(text).toContain('الثلاثاء');
    expect(text).toContain('24');
    expect(text).toContain('2026');
    expect(text).toContain('10:30');
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('uses the Cairo offset in summer and honours caller options', () => {
    const summer = at('2026-07-15T07:30:00Z');
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatCairoDateTime(summer, 'en', options)).toBe('10:30');
    expect(formatCairoDateTime(summer, 'ar', options)).toBe('10:30');
    expect(formatCairoDateTime(summer, 'ar', { month: 'long' })).toBe('يوليو');
  });
});

describe('independence from the host time zone', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('gives the same results on a server in another zone', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(300);
    expect(cairoWallClockToInstant('2026-04-24', '00:30').toISOString()).toBe('2026-04-23T22:00:00.000Z');
    expect(cairoWallClockToInstant('2026-10-29', '23:30').toISOString()).toBe('2026-10-29T20:30:00.000Z');
    expect(toIsoWithCairoOffset(at('2026-11-24T22:30:00Z'))).toBe('2026-11-25T00:30:00+02:00');
    expect(toCairoDate(at('2026-03-08T06:30:00Z'))).toBe('2026-03-08');
  });
});
