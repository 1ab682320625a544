import { randomUUID } from 'node:crypto';
import { cairoWallClockToInstant, findScheduleOverlaps, toIsoWithCairoOffset } from '@clinic/domain';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TimedPlace, claimDoctorTime, releaseDoctorTime } from '../src/booking/doctor-time';
import { DOCTOR_TIME_TABLE } from '../src/booking/table-names';
import {
  type Place,
  bookingData,
  createOneDaySchedule,
  findSeededDoctorAtTwoBranches,
  futureDay,
  bookPlace,
  slotHours,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsCmsAdmin } from './support/cms-admin';
import { describeOnPostgres } from './support/database-passes';
import { listDoctorSchedules } from './support/doctor-schedules';
import { readOpenings } from './support/openings';
import { countRows } from './support/sql';

describe('[BOOKING]: a doctor is one person at every branch', () => {
  let cmsUrl: string;
  let token: string;
  let places: [Place, Place];

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    places = await findSeededDoctorAtTwoBranches(cmsUrl);
  });

  it('the demo timetable never has a doctor due at two places at once, and every doctor has free times', async () => {
    // The seeded regular hours: tests add one-day schedules, and one of them an overlap written by SQL.
    const schedules = (await listDoctorSchedules(cmsUrl, token)).filter((schedule) => schedule.effectiveFrom === null);
    const doctors = new Set(schedules.flatMap((schedule) => (schedule.doctor ? [schedule.doctor.documentId] : [])));
    expect(doctors.size).toBeGreaterThanOrEqual(10);
    for (const doctor of doctors) {
      const own = schedules
        .filter((schedule) => schedule.doctor?.documentId === doctor)
        .map((schedule) => ({ ...schedule, id: schedule.documentId }));
      expect(findScheduleOverlaps(own).map(([a, b]) => `${a.documentId} × ${b.documentId}`)).toEqual([]);
      const branch = own[0]?.branch?.documentId ?? '';
      const days = await readOpenings(cmsUrl, { doctor, branch }, futureDay(1).date, 14);
      expect(days.flatMap((day) => day.openings).filter((opening) => opening.status === 'open').length).toBeGreaterThan(
        0,
      );
    }
  });

  describe('an overlapping schedule is refused, whoever saves it', () => {
    const day = futureDay(15);
    let kept: string;
    let other: string;

    beforeAll(async () => {
      kept = await createOneDaySchedule(cmsUrl, token, places[0], day, slotHours('05:00', '06:00', 20));
      other = await createOneDaySchedule(cmsUrl, token, places[1], day, sessionHours('06:00', '07:00', 8));
    });

    const countAt = (startTime: string) =>
      countRows('SELECT COUNT(*) AS n FROM doctor_schedules WHERE start_time = ? AND effective_from = ?', [
        startTime,
        day.date,
      ]);

    it('through the REST API: a 400 on the start time that names the other schedule, and nothing stored', async () => {
      const response = await fetch(`${cmsUrl}/api/doctor-schedules`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          data: {
            ...places[1],
            weekday: day.weekday,
            startTime: '05:40',
            endTime: '06:00',
            mode: 'slots',
            slotMinutes: 10,
            capacity: 1,
            effectiveFrom: day.date,
            effectiveUntil: day.date,
          },
        }),
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { name: string; message: string; details: { errors: { path: string[]; message: string }[] } };
      };
      expect(error.name).toBe('ValidationError');
      expect(error.details.errors[0]?.path).toEqual(['startTime']);
      const schedule = (await listDoctorSchedules(cmsUrl, token)).find((entry) => entry.documentId === kept);
      expect(error.message).toContain(schedule?.doctor?.name);
      expect(error.message).toContain(`05:00–06:00 at ${schedule?.branch?.name}`);
      expect(await countAt('05:40')).toBe(0);
    });

    it('through an update that moves a schedule onto another: refused, and the schedule stays as it was', async () => {
      const response = await fetch(`${cmsUrl}/api/doctor-schedules/${other}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { startTime: '05:30' } }),
      });
      expect(response.status).toBe(400);
      expect(await countAt('06:00')).toBe(1);
      expect(await countAt('05:30')).toBe(0);
    });

    it('through the admin panel, in the editor’s language, on the field, so the form keeps what was typed', async () => {
      const adminToken = await signInAsCmsAdmin(cmsUrl);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };
      const me = await fetch(`${cmsUrl}/admin/users/me`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ preferedLanguage: 'ar' }),
      });
      expect(me.status).toBe(200);
      try {
        const response = await fetch(
          `${cmsUrl}/content-manager/collection-types/api::doctor-schedule.doctor-schedule`,
          {
            method: 'POST',
            headers,
            body: JSON.stringify({
              doctor: { connect: [{ documentId: places[1].doctor, locale: 'en' }] },
              branch: { connect: [{ documentId: places[1].branch, locale: 'en' }] },
              weekday: day.weekday,
              startTime: '05:50',
              endTime: '06:30',
              mode: 'slots',
              slotMinutes: 20,
              capacity: 1,
              effectiveFrom: day.date,
              effectiveUntil: day.date,
            }),
          },
        );
        expect(response.status).toBe(400);
        const { error } = (await response.json()) as {
          error: { message: string; details: { errors: { path: string[]; message: string }[] } };
        };
        expect(error.details.errors[0]?.path).toEqual(['startTime']);
        expect(error.message).toContain('لا يمكن أن يكون الطبيب في مكانين في الوقت نفسه');
        expect(await countAt('05:50')).toBe(0);
      } finally {
        await fetch(`${cmsUrl}/admin/users/me`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ preferedLanguage: 'en' }),
        });
      }
    });

    it('accepts a schedule that starts as the other ends', async () => {
      const next = await createOneDaySchedule(cmsUrl, token, places[1], day, slotHours('07:00', '07:30', 30));
      expect(next).toMatch(/\w+/);
    });
  });

  it('seasonal hours replace the doctor’s regular hours on their dates, at every branch, and are no overlap', async () => {
    // A date at least two weeks out on which the doctor has regular hours at the first branch.
    const days = await readOpenings(cmsUrl, places[0], futureDay(16).date, 7);
    const regular = days.find((day) => day.openings.length > 0);
    if (!regular) throw new Error('The doctor has no regular hours in that week');
    const [first] = regular.openings;
    const startTime = first?.start.slice(11, 16) ?? '';
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })
      .format(new Date(`${regular.date}T12:00:00Z`))
      .toLowerCase();
    // At the other branch, at the very time the regular hours start: accepted, since it replaces them.
    await createOneDaySchedule(
      cmsUrl,
      token,
      places[1],
      { date: regular.date, weekday },
      {
        startTime,
        endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}`,
        mode: 'slots',
        slotMinutes: 30,
        capacity: 1,
      },
    );
    expect((await readOpenings(cmsUrl, places[0], regular.date))[0]?.openings).toEqual([]);
    const seasonal = (await readOpenings(cmsUrl, places[1], regular.date))[0]?.openings ?? [];
    expect(seasonal.map((opening) => opening.start)).toEqual([
      toIsoWithCairoOffset(cairoWallClockToInstant(regular.date, startTime)),
      toIsoWithCairoOffset(new Date(cairoWallClockToInstant(regular.date, startTime).getTime() + 30 * 60_000)),
    ]);
  });

  it('a booking holds the doctor’s time minute by minute, and a session’s seats share it', async () => {
    const day = futureDay(17);
    await createOneDaySchedule(cmsUrl, token, places[1], day, sessionHours('05:00', '05:30', 4));
    const start = day.at('05:00');
    for (const firstName of ['Amal', 'Basma']) {
      const booked = await bookPlace(cmsUrl, places[1], start, {
        overrides: { patient: { ...bookingData(places[1], start).patient, firstName } },
      });
      expect(booked.status).toBe(201);
    }
    const startMs = Date.parse(start);
    const claims = await countRows(
      'SELECT COUNT(*) AS n FROM doctor_time_claims WHERE doctor_document_id = ? AND minute_ms >= ? AND minute_ms < ? AND seats = 2',
      [places[1].doctor, startMs, startMs + 30 * 60_000],
    );
    expect(claims).toBe(30);
    const [opening] = (await readOpenings(cmsUrl, places[1], day.date))[0]?.openings ?? [];
    expect(opening).toMatchObject({ status: 'open', remaining: 2 });
  });
});

describeOnPostgres('[BOOKING]: the doctor’s time with many transactions at once', () => {
  const SEATS = 100;
  let database: Knex;
  beforeAll(() => {
    database = knex({
      client: 'pg',
      connection: inject('database').url ?? '',
      // A deadlock is found in a tenth of a second, not the default second, so the test says so at once.
      pool: {
        min: 0,
        max: 10,
        afterCreate: (
          connection: { query: (sql: string, done: (error?: Error) => void) => void },
          done: (error: Error | undefined, connection: unknown) => void,
        ) => connection.query("SET deadlock_timeout = '100ms'", (error) => done(error, connection)),
      },
    });
  });
  afterAll(() => database.destroy());

  it(`${SEATS} seats of one hour-long session given back at once: every transaction commits, and the hour is free`, async () => {
    // Every seat of a session shares the doctor's 60 minutes, so every release changes the same 60 rows,
    // as cancellations and moves out of a busy walk-in session do. Claimed one by one, as bookings come.
    const startsAt = new Date(Date.UTC(2099, 0, 1, 6));
    const place: TimedPlace = {
      doctorDocumentId: `many-at-once-${randomUUID()}`,
      branchDocumentId: 'branch',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
    };
    for (let seat = 0; seat < SEATS; seat += 1) expect(await claimDoctorTime(database, place)).toBe(true);
    // As autovacuum does on a live database, and on the test database only after many test files: with
    // statistics, the planner reads the claims through their index.
    await database.raw(`ANALYZE ${DOCTOR_TIME_TABLE}`);

    const releases = await Promise.allSettled(
      Array.from({ length: SEATS }, () =>
        database.transaction(async (trx) => {
          await releaseDoctorTime(trx, place);
          // What a cancellation or a move does next (its history, its new place) while it holds the rows.
          await trx.raw('SELECT pg_sleep(0.005)');
        }),
      ),
    );
    const failures = releases.flatMap((release) => (release.status === 'rejected' ? [String(release.reason)] : []));
    expect(failures).toEqual([]);
    expect(await database(DOCTOR_TIME_TABLE).where({ doctor_document_id: place.doctorDocumentId }).count()).toEqual([
      { count: '0' },
    ]);
  });
});
