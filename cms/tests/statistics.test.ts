import type { TAppointmentSource, TStatistics } from '@clinic/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookEarlyVisit,
  findSeededDoctorAtTwoBranches,
  findSeededPlace,
  futureDay,
  uniqueSurname,
} from './support/booking';
import { createFullAccessToken, signInAsReceptionist, signInAsStaff } from './support/cms-admin';
import { executeSql } from './support/sql';
import { readListCounters, readStatistics } from './support/staff-requests';
import { storeVisit } from './support/stored-visits';

type Headers = Record<string, string>;

/**
 * Egypt's clocks go from 00:00 to 01:00 on the last Friday of April: on 2026-04-24 there is no 00:30,
 * and 01:30 is 22:30 UTC of the day before. Each fixture is a Cairo wall-clock time with the offset in
 * force then; the figures must count it on its Cairo day, weekday and hour. The fixtures are past
 * visits: a visit still ahead of a seeded doctor, outside their hours, would stop the other tests from
 * changing that doctor's hours (the hours-change guard).
 */
const SPRING = { from: '2026-04-22', to: '2026-04-26' };
const FALL = { from: '2026-10-29', to: '2026-10-30' };

type Fixture = {
  startsAt: string;
  status: 'pending' | 'confirmed' | 'canceled' | 'done' | 'noShow';
  source: TAppointmentSource;
  at: 0 | 1;
  bookedDaysAhead?: number;
};

const SPRING_VISITS: Fixture[] = [
  // Outside the range by Cairo's day, though inside it by UTC's.
  { startsAt: '2026-04-21T23:30:00+02:00', status: 'confirmed', source: 'phone', at: 0, bookedDaysAhead: 3 },
  { startsAt: '2026-04-27T00:30:00+03:00', status: 'confirmed', source: 'phone', at: 0, bookedDaysAhead: 3 },
  // Inside.
  { startsAt: '2026-04-22T09:00:00+02:00', status: 'done', source: 'doctor-flow', at: 0, bookedDaysAhead: 0 },
  { startsAt: '2026-04-22T09:30:00+02:00', status: 'noShow', source: 'doctor-flow', at: 0, bookedDaysAhead: 1 },
  { startsAt: '2026-04-23T23:30:00+02:00', status: 'done', source: 'branch-flow', at: 1, bookedDaysAhead: 5 },
  { startsAt: '2026-04-24T01:30:00+03:00', status: 'pending', source: 'walk-in', at: 1, bookedDaysAhead: 40 },
  { startsAt: '2026-04-24T01:45:00+03:00', status: 'canceled', source: 'phone', at: 0, bookedDaysAhead: 2 },
  { startsAt: '2026-04-25T10:00:00+03:00', status: 'confirmed', source: 'old-form', at: 1, bookedDaysAhead: 20 },
  { startsAt: '2026-04-26T23:30:00+03:00', status: 'done', source: 'phone', at: 0, bookedDaysAhead: 90 },
];

/** 23:30 happens twice on the night Egypt's clocks go back (the last Thursday of October). */
const FALL_VISITS: Fixture[] = [
  { startsAt: '2026-10-29T23:30:00+03:00', status: 'done', source: 'phone', at: 0, bookedDaysAhead: 1 },
  { startsAt: '2026-10-29T23:30:00+02:00', status: 'done', source: 'phone', at: 0, bookedDaysAhead: 1 },
  { startsAt: '2026-10-30T00:15:00+02:00', status: 'done', source: 'phone', at: 0, bookedDaysAhead: 1 },
];

/**
 * A manager's statistics, counted by the database on the stored Cairo visit day: hand-counted
 * fixtures across both clock changes, the same figures as the appointment list's counters for the
 * same filters, utilization against the doctor's hours, and the refusals.
 */
describe('[CMS]: the statistics', () => {
  let cmsUrl: string;
  let manager: Headers;
  let places: [Place, Place];
  const surname = uniqueSurname('Statistics');
  const phone = '01001230071';

  const statistics = (query: Record<string, string>, headers: Headers = manager) =>
    readStatistics(cmsUrl, headers, query);
  const figures = async (query: Record<string, string>) => {
    const answer = await statistics(query);
    expect(answer.status).toBe(200);
    return answer.body.data as TStatistics;
  };
  const listCounters = (query: Record<string, string>) => readListCounters(cmsUrl, manager, query);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    manager = await signInAsStaff(cmsUrl);
    const token = await createFullAccessToken(cmsUrl);
    // One doctor at the first branch, another doctor's visits at the second.
    const [first, second] = await findSeededDoctorAtTwoBranches(cmsUrl);
    const candidates = await Promise.all(Array.from({ length: 6 }, (_, offset) => findSeededPlace(cmsUrl, offset)));
    const other = candidates.find((candidate) => candidate.doctor !== first.doctor);
    if (!other) throw new Error('The seed has one doctor only');
    places = [first, { branch: second.branch, doctor: other.doctor }];
    let number = 0;
    for (const fixture of [...SPRING_VISITS, ...FALL_VISITS]) {
      number += 1;
      const place = places[fixture.at];
      const bookingNumber = `ST${Date.now().toString(36).toUpperCase()}${number}`;
      await storeVisit(cmsUrl, token, {
        bookingNumber,
        status: fixture.status,
        startsAt: new Date(fixture.startsAt),
        doctorDocumentId: place.doctor,
        branchDocumentId: place.branch,
        doctorNameEn: `Dr. Fixture ${fixture.at}`,
        doctorNameAr: `د. تجربة ${fixture.at}`,
        branchNameEn: `Fixture branch ${fixture.at}`,
        branchNameAr: `فرع تجربة ${fixture.at}`,
        firstName: 'Samir',
        lastName: surname,
        phone: `+20${phone.slice(1)}`,
        source: fixture.source,
      });
      if (fixture.bookedDaysAhead !== undefined) {
        await executeSql('UPDATE appointments SET booked_days_ahead = ? WHERE booking_number = ?', [
          fixture.bookedDaysAhead,
          bookingNumber,
        ]);
      }
    }
  });

  it('counts a range across the spring clock change on Cairo days, weekdays and hours, as counted by hand', async () => {
    const data = await figures(SPRING);
    expect(data.range).toEqual(SPRING);
    expect(data.totals).toEqual({ pending: 1, confirmed: 1, canceled: 1, done: 3, noShow: 1, total: 7 });
    expect(data.rates).toEqual({ cancellation: 1 / 7, noShow: 1 / 4 });
    expect(data.perDay.map((day) => [day.date, day.counts.total])).toEqual([
      ['2026-04-22', 2],
      ['2026-04-23', 1],
      ['2026-04-24', 2],
      ['2026-04-25', 1],
      ['2026-04-26', 1],
    ]);
    expect(data.perDay[2]?.counts).toMatchObject({ pending: 1, canceled: 1, total: 2 });
    expect(data.sources).toEqual([
      { source: 'doctor-flow', count: 2 },
      { source: 'branch-flow', count: 1 },
      { source: 'old-form', count: 1 },
      { source: 'phone', count: 2 },
      { source: 'walk-in', count: 1 },
      { source: 'waiting-list', count: 0 },
    ]);
    expect(data.weekdays).toEqual([
      { weekday: 'saturday', count: 1 },
      { weekday: 'sunday', count: 1 },
      { weekday: 'monday', count: 0 },
      { weekday: 'tuesday', count: 0 },
      { weekday: 'wednesday', count: 2 },
      { weekday: 'thursday', count: 1 },
      { weekday: 'friday', count: 1 },
    ]);
    expect(data.hours.filter((hour) => hour.count > 0)).toEqual([
      { hour: 1, count: 1 },
      { hour: 9, count: 2 },
      { hour: 10, count: 1 },
      { hour: 23, count: 2 },
    ]);
    expect(data.hours.map((hour) => hour.hour)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    expect(data.leadTime).toEqual([
      { bucket: 'sameDay', count: 1 },
      { bucket: 'nextDay', count: 1 },
      { bucket: 'days2to3', count: 1 },
      { bucket: 'days4to7', count: 1 },
      { bucket: 'days8to14', count: 0 },
      { bucket: 'days15to30', count: 1 },
      { bucket: 'over30', count: 2 },
    ]);
  });

  it('names each branch and doctor in the language asked, busiest first, with their status counts', async () => {
    const english = await figures({ ...SPRING, locale: 'en' });
    const arabic = await figures({ ...SPRING, locale: 'ar' });
    expect(english.byBranch.map((row) => [row.documentId, row.counts.total])).toEqual([
      [places[0].branch, 4],
      [places[1].branch, 3],
    ]);
    expect(english.byDoctor.map((row) => row.counts)).toEqual([
      { pending: 0, confirmed: 0, canceled: 1, done: 2, noShow: 1, total: 4 },
      { pending: 1, confirmed: 1, canceled: 0, done: 1, noShow: 0, total: 3 },
    ]);
    expect(english.byDoctor.map((row) => row.documentId)).toEqual([places[0].doctor, places[1].doctor]);
    for (const [row, arabicRow] of english.byBranch.map((row, index) => [row, arabic.byBranch[index]] as const)) {
      expect(row.name).toMatch(/[A-Za-z]/);
      expect(arabicRow?.name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('narrows every figure by branch and by doctor exactly as the appointment list counts them', async () => {
    const filters: Record<string, string>[] = [
      {},
      { branch: places[0].branch },
      { branch: places[1].branch },
      { doctor: places[1].doctor },
      { branch: places[1].branch, doctor: places[1].doctor },
      { branch: places[1].branch, doctor: places[0].doctor },
    ];
    for (const filter of filters) {
      const data = await figures({ ...SPRING, ...filter });
      const counters = await listCounters({ ...SPRING, ...filter, pageSize: '1' });
      expect(data.totals).toEqual(counters);
      expect(data.perDay.reduce((sum, day) => sum + day.counts.total, 0)).toBe(counters.total);
      expect(data.byBranch.reduce((sum, row) => sum + row.counts.total, 0)).toBe(counters.total);
      expect(data.byDoctor.reduce((sum, row) => sum + row.counts.total, 0)).toBe(counters.total);
      expect(data.sources.reduce((sum, row) => sum + row.count, 0)).toBe(counters.total);
      expect(data.leadTime.reduce((sum, row) => sum + row.count, 0)).toBe(counters.total);
      const takingPlace = Number(counters.total) - Number(counters.canceled);
      expect(data.weekdays.reduce((sum, row) => sum + row.count, 0)).toBe(takingPlace);
      expect(data.hours.reduce((sum, row) => sum + row.count, 0)).toBe(takingPlace);
    }
  });

  it('counts a visit whose doctor and branch are gone under the names it was booked with', async () => {
    const token = await createFullAccessToken(cmsUrl);
    await storeVisit(cmsUrl, token, {
      bookingNumber: `SG${Date.now().toString(36).toUpperCase()}`,
      status: 'done',
      startsAt: new Date('2026-06-01T10:00:00+03:00'),
      doctorNameEn: 'Dr. Retired',
      doctorNameAr: 'د. متقاعد',
      branchNameEn: 'Closed branch',
      branchNameAr: 'فرع مغلق',
      firstName: 'Samir',
      lastName: surname,
      phone: `+20${phone.slice(1)}`,
      source: 'phone',
    });
    const range = { from: '2026-06-01', to: '2026-06-01' };
    const [english, arabic] = await Promise.all([
      figures({ ...range, locale: 'en' }),
      figures({ ...range, locale: 'ar' }),
    ]);
    const done = { pending: 0, confirmed: 0, canceled: 0, done: 1, noShow: 0, total: 1 };
    expect(english.byDoctor).toEqual([{ documentId: null, name: 'Dr. Retired', counts: done }]);
    expect(english.byBranch).toEqual([{ documentId: null, name: 'Closed branch', counts: done }]);
    expect(arabic.byDoctor).toEqual([{ documentId: null, name: 'د. متقاعد', counts: done }]);
  });

  it('counts both visits at 23:30 on the night the clocks go back on that Thursday', async () => {
    const data = await figures(FALL);
    expect(data.perDay.map((day) => [day.date, day.counts.done])).toEqual([
      ['2026-10-29', 2],
      ['2026-10-30', 1],
    ]);
    expect(data.hours).toEqual([
      { hour: 0, count: 1 },
      ...Array.from({ length: 22 }, (_, index) => ({ hour: index + 1, count: 0 })),
      { hour: 23, count: 2 },
    ]);
    expect(data.weekdays.filter((row) => row.count > 0)).toEqual([
      { weekday: 'thursday', count: 2 },
      { weekday: 'friday', count: 1 },
    ]);
  });

  it("measures a doctor's places taken against the places their hours offer that day", async () => {
    const place = await findSeededPlace(cmsUrl, 9);
    const day = futureDay(3);
    await bookEarlyVisit(cmsUrl, await createFullAccessToken(cmsUrl), place, day);
    const range = { from: day.date, to: day.date, doctor: place.doctor, branch: place.branch };
    const data = await figures(range);
    const counters = await listCounters({ ...range, pageSize: '1' });
    const booked = Number(counters.total) - Number(counters.canceled);
    expect(booked).toBeGreaterThanOrEqual(1);
    // The one-day hours replace the doctor's weekly ones that day: two half-hour places.
    expect(data.utilization).toEqual([
      { documentId: place.doctor, name: expect.any(String), booked, offered: 2, share: booked / 2 },
    ]);
  });

  it('answers managers only, and says which part of a bad query is wrong', async () => {
    const receptionist = await signInAsReceptionist(cmsUrl);
    expect((await statistics(SPRING, receptionist)).status).toBe(403);
    expect((await statistics(SPRING, {})).status).toBe(403);
    for (const query of [
      { from: '2027-05-02', to: '2027-04-28' },
      { from: '2027-01-01', to: '2028-01-02' },
      { from: '2027-02-30', to: '2027-03-01' },
      { ...SPRING, branch: 'not a document id' },
      { ...SPRING, locale: 'fr' },
    ]) {
      const answer = await statistics(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.error?.details?.errors?.length).toBeGreaterThan(0);
    }
  });

  it("never answers with a patient's name or phone", async () => {
    const answer = await statistics(SPRING);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(surname);
    expect(text).not.toContain(phone.slice(1));
    expect(text).not.toContain('Samir');
  });
});
