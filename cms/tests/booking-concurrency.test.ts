import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import {
  type Place,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  createTestDoctor,
  findSeededDoctorAtTwoBranches,
  findSeededPlace,
  futureDay,
  postBooking,
  postBookingsTogether,
  uniqueSurname,
  slotHours,
  sessionHours,
} from './support/booking';
import { cancelPendingVisits } from './support/cancellations';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { readOpenings } from './support/openings';
import { countRows, executeSql, querySql } from './support/sql';

const PARALLEL = 100;
const CANCELLERS = 100;
const PUBLISHED_WAVES = 5;
const WAVE_SIZE = 20;

/** Every request of a burst carries the same marker surname, so the rows it made can be counted. */
const burst = (place: Place, start: string, marker: string, size = PARALLEL) =>
  Array.from({ length: size }, (_, index) => ({
    form: buildBookingForm(
      bookingData(place, start, {
        patient: {
          firstName: `Patient ${String.fromCharCode(65 + (index % 26))}`,
          lastName: marker,
          email: `p${index}@example.com`,
          phone: '01112345678',
          age: 30,
          contractType: 'cash',
        },
      }),
    ),
  }));

const tally = (responses: { status: number }[]) => ({
  created: responses.filter((response) => response.status === 201).length,
  conflicts: responses.filter((response) => response.status === 409).length,
  serverErrors: responses.filter((response) => response.status >= 500).length,
});

const countAppointments = (marker: string) =>
  countRows('SELECT COUNT(*) AS n FROM appointments WHERE last_name = ?', [marker]);

describe('[BOOKING]: no overbooking under concurrent requests', () => {
  let cmsUrl: string;
  /** The CMS processes the bursts are spread over: on PostgreSQL two, which rules out any in-process lock. */
  let targets: string[];
  let stopSecondCms = async () => {};
  let place: Place;
  const day = futureDay(6);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    targets = [cmsUrl];
    const database = inject('database');
    if (database.client === 'postgres' && database.url) {
      const second = await startTestCms({ env: { DATABASE_URL: database.url } });
      targets = [cmsUrl, second.url];
      stopSecondCms = second.stop;
    }
    const token = await createFullAccessToken(cmsUrl);
    place = await findSeededPlace(cmsUrl, 1);
    // Hours before any seeded clinic opens, so the tests own every place in them.
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('06:00', '06:40', 20));
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('07:00', '07:30', 30, 3));
    await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('08:00', '09:00', 5));
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('09:30', '09:50', 20));
    await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('04:00', '05:00', CANCELLERS));
  });

  afterAll(() => stopSecondCms());

  it.runIf(inject('database').client === 'sqlite')(
    'SQLite commits each booking through a write-ahead log, synced to disk',
    async () => {
      const [mode] = await querySql<{ journal_mode: string }>('PRAGMA journal_mode', []);
      expect(mode?.journal_mode).toBe('wal');
    },
  );

  it(`${PARALLEL} bookings for one slot of capacity 1: one 201, ${PARALLEL - 1} × 409, one row`, async () => {
    const marker = uniqueSurname('Single');
    const responses = await postBookingsTogether(targets, burst(place, day.at('06:20'), marker));
    expect(tally(responses)).toEqual({ created: 1, conflicts: PARALLEL - 1, serverErrors: 0 });
    expect(await countAppointments(marker)).toBe(1);
    const conflict = responses.find((response) => response.status === 409);
    expect(conflict?.body.error).toMatchObject({ name: 'ConflictError', details: { code: 'SLOT_FULL' } });
    const nextOpenings = conflict?.body.error?.details.nextOpenings as { start: string }[];
    expect(nextOpenings.map((opening) => opening.start)).not.toContain(day.at('06:20'));
    expect(nextOpenings.map((opening) => opening.start)).toContain(day.at('06:00'));
  });

  it(`${PARALLEL} bookings for one slot of capacity 3: three 201, the rest 409`, async () => {
    const marker = uniqueSurname('Triple');
    const responses = await postBookingsTogether(targets, burst(place, day.at('07:00'), marker));
    expect(tally(responses)).toEqual({ created: 3, conflicts: PARALLEL - 3, serverErrors: 0 });
    expect(await countAppointments(marker)).toBe(3);
    expect(
      await countRows('SELECT COUNT(*) AS n FROM booking_seats WHERE starts_at_ms = ?', [Date.parse(day.at('07:00'))]),
    ).toBe(3);
  });

  it(`${PARALLEL} bookings for a first-come-first-served session of 5 places: five 201`, async () => {
    const marker = uniqueSurname('Session');
    const responses = await postBookingsTogether(targets, burst(place, day.at('08:00'), marker));
    expect(tally(responses)).toEqual({ created: 5, conflicts: PARALLEL - 5, serverErrors: 0 });
    expect(await countAppointments(marker)).toBe(5);
    const created = responses.filter((response) => response.status === 201).map((response) => response.body.data);
    expect(created.every((booking) => booking?.mode === 'fcfs' && booking.end === day.at('09:00'))).toBe(true);
  });

  it(`${CANCELLERS} patients of one session cancelled at once: every cancellation kept, every place free again`, async () => {
    // Every seat of a session shares the doctor's minutes, so every cancellation changes the same rows.
    const marker = uniqueSurname('Cancel');
    const booked = await postBookingsTogether(cmsUrl, burst(place, day.at('04:00'), marker, CANCELLERS));
    expect(tally(booked)).toEqual({ created: CANCELLERS, conflicts: 0, serverErrors: 0 });
    expect(await countAppointments(marker)).toBe(CANCELLERS);
    // Statistics, as a live database has them (autovacuum): the planner then reads the claims by their index.
    await executeSql('ANALYZE doctor_time_claims', []);

    const answers = await cancelPendingVisits(cmsUrl, targets, marker);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(
      await countRows('SELECT COUNT(*) AS n FROM booking_seats WHERE starts_at_ms = ?', [Date.parse(day.at('04:00'))]),
    ).toBe(0);
    expect(
      await countRows('SELECT COUNT(*) AS n FROM doctor_time_claims WHERE minute_ms >= ? AND minute_ms < ?', [
        Date.parse(day.at('04:00')),
        Date.parse(day.at('05:00')),
      ]),
    ).toBe(0);
  });

  it(`${PUBLISHED_WAVES} waves of bookings of a doctor, each while an editor publishes them: every booking kept, with its doctor`, async () => {
    // Publishing replaces the doctor's published row and moves every link to it: a booking linked
    // meanwhile must neither fail nor lose its doctor.
    const token = await createFullAccessToken(cmsUrl);
    const doctor = await createTestDoctor(cmsUrl, token, `Doctor ${uniqueSurname('Published')}`);
    const session = futureDay(9);
    const marker = uniqueSurname('Publish');
    const publish = (wave: number) =>
      fetch(`${targets[wave % targets.length]}/api/doctors/${doctor.place.doctor}?locale=en`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { bio: `Edition ${wave}` } }),
      });
    const countOfTheDoctor = () =>
      countRows('SELECT COUNT(*) AS n FROM appointments WHERE last_name = ? AND doctor_document_id = ?', [
        marker,
        doctor.place.doctor,
      ]);
    try {
      await createOneDaySchedule(
        cmsUrl,
        token,
        doctor.place,
        session,
        sessionHours('03:00', '04:00', PUBLISHED_WAVES * WAVE_SIZE),
      );
      const answers: { status: number; body: unknown }[] = [];
      for (let wave = 0; wave < PUBLISHED_WAVES; wave += 1) {
        const [bookings, published] = await Promise.all([
          postBookingsTogether(targets, burst(doctor.place, session.at('03:00'), marker, WAVE_SIZE)),
          publish(wave),
        ]);
        expect(published.status).toBe(200);
        answers.push(...bookings);
      }
      expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);

      const listed = await fetch(
        `${cmsUrl}/api/staff/appointments?${new URLSearchParams({ from: session.date, to: session.date, doctor: doctor.place.doctor, pageSize: '1' })}`,
        { headers: await signInAsStaff(cmsUrl) },
      );
      const { meta } = (await listed.json()) as { meta: { pagination: { total: number } } };
      expect(meta.pagination.total).toBe(PUBLISHED_WAVES * WAVE_SIZE);
      // Each names the doctor by document id, which no publish changes.
      expect(await countOfTheDoctor()).toBe(PUBLISHED_WAVES * WAVE_SIZE);
    } finally {
      // Other files count the seeded doctors, and list the pending visits ahead.
      await cancelPendingVisits(cmsUrl, targets, marker);
      await doctor.remove();
    }
  });

  it('20 parallel retries with one Idempotency-Key make one appointment and all answer with it', async () => {
    const marker = uniqueSurname('Retry');
    const key = randomUUID();
    const forms = burst(place, day.at('09:30'), marker, 20).map(({ form }) => ({
      form,
      headers: { 'idempotency-key': key },
    }));
    const responses = await postBookingsTogether(targets, forms);
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body.data?.bookingNumber)).size).toBe(1);
    expect(await countAppointments(marker)).toBe(1);
    const again = await postBooking(cmsUrl, burst(place, day.at('09:30'), marker, 1)[0]?.form ?? new FormData(), {
      'idempotency-key': key,
    });
    expect(again.status).toBe(201);
    expect(again.body.data?.bookingNumber).toBe(responses[0]?.body.data?.bookingNumber);
  });

  it(`${PARALLEL} bookings split over two branches for overlapping places of different lengths: one 201`, async () => {
    // A database made before overlaps were refused: the doctor's hours at two branches overlap.
    const token = await createFullAccessToken(cmsUrl);
    const [first, second] = await findSeededDoctorAtTwoBranches(cmsUrl);
    const otherDay = futureDay(8);
    const onOtherDay = (time: string) => otherDay.at(time);
    await createOneDaySchedule(cmsUrl, token, first, otherDay, slotHours('05:00', '06:00', 20));
    const overlapping = await createOneDaySchedule(cmsUrl, token, second, otherDay, slotHours('06:00', '07:00', 15));
    expect(
      await executeSql('UPDATE doctor_schedules SET start_time = ?, end_time = ? WHERE document_id = ?', [
        '05:10',
        '06:10',
        overlapping,
      ]),
    ).toBe(1);

    // 05:00–05:20 at one branch, 05:10–05:25 at the other: no start in common.
    const marker = uniqueSurname('TwoPlaces');
    const forms = [
      ...burst(first, onOtherDay('05:00'), marker, PARALLEL / 2),
      ...burst(second, onOtherDay('05:10'), marker, PARALLEL / 2),
    ];
    const responses = await postBookingsTogether(targets, forms);
    expect(tally(responses)).toEqual({ created: 1, conflicts: PARALLEL - 1, serverErrors: 0 });
    expect(await countAppointments(marker)).toBe(1);

    const statusAt = async (place: Place, start: string) => {
      const [listed] = await readOpenings(cmsUrl, place, otherDay.date);
      return listed?.openings.find((opening) => opening.start === start)?.status;
    };
    expect(await statusAt(first, onOtherDay('05:00'))).toBe('full');
    expect(await statusAt(second, onOtherDay('05:10'))).toBe('full');
    // Times that overlap neither stay open at both branches.
    expect(await statusAt(first, onOtherDay('05:40'))).toBe('open');
    expect(await statusAt(second, onOtherDay('05:40'))).toBe('open');
  });
});
