import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import {
  REMINDER_DEFAULTS,
  type TReminderCandidate,
  ZReminderScheduleSchema,
  findReminderMoment,
  getReminderHorizonMs,
  getReminderKey,
  isReminderDue,
  parseReminderHour,
} from './reminder-schedule';

const SCHEDULE = REMINDER_DEFAULTS.schedule;
const cairo = (date: string, time: string) => cairoWallClockToInstant(date, time);
const MINUTE = 60_000;
const visit = (startsAt: Date, timeSetAt: Date, status: TReminderCandidate['status'] = 'confirmed') => ({
  status,
  startsAt,
  timeSetAt,
});

describe('findReminderMoment', () => {
  /** The moments of the visit at `date` `time`, booked at each of `bookedAt`. */
  const momentsOf = (date: string, time: string, bookedAt: Date[]) =>
    bookedAt.map((timeSetAt) => findReminderMoment({ startsAt: cairo(date, time), timeSetAt }, SCHEDULE));

  it('is the day before at the visit’s time, or two days before for a visit booked seven days or more ahead', () => {
    const bookedAt = [cairo('2026-11-30', '12:00'), cairo('2026-12-03', '18:00'), cairo('2026-12-04', '08:00')];
    const [twoDaysBefore, dayBefore] = [cairo('2026-12-08', '18:00'), cairo('2026-12-09', '18:00')];
    expect(momentsOf('2026-12-10', '18:00', [...bookedAt, cairo('2026-12-08', '12:00')])).toEqual([
      twoDaysBefore,
      twoDaysBefore,
      dayBefore,
      dayBefore,
    ]);
  });

  it('keeps to civil hours: not before 09:00, and not after 20:00, an hour before they end at 21:00', () => {
    const bookedAt = [cairo('2026-12-01', '12:00')];
    expect(momentsOf('2026-12-05', '07:30', bookedAt)).toEqual([cairo('2026-12-04', '09:00')]);
    expect(momentsOf('2026-12-05', '22:15', bookedAt)).toEqual([cairo('2026-12-04', '20:00')]);
    expect(momentsOf('2026-12-05', '20:45', bookedAt)).toEqual([cairo('2026-12-04', '20:00')]);
  });

  it('counts days on Cairo’s calendar across a change of its clocks', () => {
    // Clocks went forward an hour as 2026-04-24 began, and back an hour as 2026-10-29 ended.
    const spring = cairo('2026-04-24', '18:00');
    const springMoment = findReminderMoment({ startsAt: spring, timeSetAt: cairo('2026-04-20', '10:00') }, SCHEDULE);
    expect(springMoment).toEqual(cairo('2026-04-23', '18:00'));
    expect(spring.getTime() - springMoment.getTime()).toBe(23 * 60 * MINUTE);
    const autumn = cairo('2026-10-30', '10:00');
    const autumnMoment = findReminderMoment({ startsAt: autumn, timeSetAt: cairo('2026-10-26', '10:00') }, SCHEDULE);
    expect(autumnMoment).toEqual(cairo('2026-10-29', '10:00'));
    expect(autumn.getTime() - autumnMoment.getTime()).toBe(25 * 60 * MINUTE);
    const earlyOverSpring = cairo('2026-04-25', '10:00');
    expect(
      findReminderMoment({ startsAt: earlyOverSpring, timeSetAt: cairo('2026-04-10', '10:00') }, SCHEDULE),
    ).toEqual(cairo('2026-04-23', '10:00'));
  });
});

describe('isReminderDue', () => {
  const startsAt = cairo('2026-12-10', '18:00');
  const bookedLongAgo = cairo('2026-11-30', '12:00');

  it('comes at its moment, and not a minute sooner, until the visit starts, pending or confirmed', () => {
    const moment = cairo('2026-12-08', '18:00');
    expect(isReminderDue(visit(startsAt, bookedLongAgo), new Date(moment.getTime() - MINUTE), SCHEDULE)).toBe(false);
    expect(isReminderDue(visit(startsAt, bookedLongAgo), moment, SCHEDULE)).toBe(true);
    expect(isReminderDue(visit(startsAt, bookedLongAgo, 'pending'), moment, SCHEDULE)).toBe(true);
    expect(isReminderDue(visit(startsAt, bookedLongAgo, 'canceled'), moment, SCHEDULE)).toBe(false);
    expect(isReminderDue(visit(startsAt, bookedLongAgo), startsAt, SCHEDULE)).toBe(false);
  });

  it('is sent only between 09:00 and 21:00: one whose moment passed in the night goes when the hours open', () => {
    const late = visit(cairo('2026-12-10', '22:00'), cairo('2026-12-07', '10:00'));
    const times = [
      ['2026-12-09', '20:00'],
      ['2026-12-09', '20:59'],
      ['2026-12-09', '21:00'],
      ['2026-12-10', '08:59'],
      ['2026-12-10', '09:00'],
    ] as const;
    expect(times.map(([date, time]) => isReminderDue(late, cairo(date, time), SCHEDULE))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  // The rule for a late booking: a visit booked (or moved) after its reminder's moment gets none; the
  // booking's own message has just told the patient of it.
  it.each([
    ['10 days ahead', cairo('2026-11-30', '18:00'), cairo('2026-12-08', '18:00')],
    ['2 days ahead', cairo('2026-12-08', '18:00'), cairo('2026-12-09', '18:00')],
    ['20 hours ahead', cairo('2026-12-09', '22:00'), null],
    ['2 hours ahead', cairo('2026-12-10', '16:00'), null],
  ])('for a visit booked %s, reminds at the moment, or not at all', (_, timeSetAt, moment) => {
    const hoursBefore = Array.from(
      { length: 10 * 24 },
      (__, hour) => new Date(startsAt.getTime() - hour * 60 * MINUTE),
    );
    const due = hoursBefore.filter(
      (now) => now >= timeSetAt && isReminderDue(visit(startsAt, timeSetAt), now, SCHEDULE),
    );
    expect(due.at(-1) ?? null).toEqual(moment);
  });

  it('sends none for a visit booked at 22:30 for the next morning', () => {
    const nextMorning = cairo('2026-12-11', '09:30');
    const timeSetAt = cairo('2026-12-10', '22:30');
    expect(findReminderMoment({ startsAt: nextMorning, timeSetAt }, SCHEDULE)).toEqual(cairo('2026-12-10', '09:30'));
    for (const time of ['22:31', '23:59', '09:00', '09:29']) {
      const day = time < '12:00' ? '2026-12-11' : '2026-12-10';
      expect(isReminderDue(visit(nextMorning, timeSetAt), cairo(day, time), SCHEDULE)).toBe(false);
    }
  });

  it('gives a moved visit its own moment and key', () => {
    const movedTo = cairo('2026-12-12', '11:00');
    const movedAt = cairo('2026-12-09', '10:00');
    expect(isReminderDue(visit(movedTo, movedAt), cairo('2026-12-11', '11:00'), SCHEDULE)).toBe(true);
    expect(getReminderKey('abc', startsAt)).toBe(`reminder:abc:${startsAt.getTime()}`);
    expect(getReminderKey('abc', movedTo)).not.toBe(getReminderKey('abc', startsAt));
  });
});

describe('the reminder schedule’s settings', () => {
  it('reads the hours as HH:mm, 24:00 for the end of the day, and refuses hours under an hour long', () => {
    expect(parseReminderHour('09:00')).toBe(9 * 60 * MINUTE);
    expect(parseReminderHour('24:00')).toBe(24 * 60 * MINUTE);
    expect(parseReminderHour('25:00')).toBeNull();
    expect(ZReminderScheduleSchema.safeParse(SCHEDULE).success).toBe(true);
    expect(
      ZReminderScheduleSchema.safeParse({ ...SCHEDULE, sendUntilMs: SCHEDULE.sendFromMs + 60 * MINUTE }).success,
    ).toBe(false);
  });

  it('looks as far ahead as the longer lead and a day', () => {
    expect(getReminderHorizonMs(SCHEDULE)).toBe(3 * 24 * 60 * MINUTE);
  });
});
