import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isKeptTimeFresh } from '../src/booking/next-free-times';
import { type Place, bookPlace, createOneDaySchedule, createTestDoctor, futureDay, slotHours } from './support/booking';
import { createFullAccessToken, createRestSender, signInAsStaff } from './support/cms-admin';
import { cancelAtPatientsRequest } from './support/staff-requests';

type NextFreeTime = { doctor: string; branch: string; start: string; end: string; mode: string };
type NextFreeTimes = { madeAt: string; times: NextFreeTime[] };
type Opening = { start: string; end: string; status: string; mode: string };

/**
 * The doctors list's next free times: one answer for every doctor and branch, the same as the first
 * open time availability gives, kept a minute at most and made again at once after a booking, a
 * cancellation or a change of hours.
 */
describe('[BOOKING]: next free times', () => {
  let cmsUrl: string;
  let token: string;
  let place: Place;
  let schedule: string;
  let removeDoctor = async () => new Response();
  let send: ReturnType<typeof createRestSender>;
  const day = futureDay(2);

  const read = async () => {
    const response = await fetch(`${cmsUrl}/api/availability/next-free-times`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { data: NextFreeTimes }).data;
  };
  const timeOfTestDoctor = async () => (await read()).times.find((time) => time.doctor === place.doctor) ?? null;
  const firstOpening = async (pair: { doctor: string; branch: string }) => {
    const response = await fetch(`${cmsUrl}/api/availability?doctor=${pair.doctor}&branch=${pair.branch}&days=14`);
    const { data } = (await response.json()) as { data: { days: { openings: Opening[] }[] } };
    return data.days.flatMap((listed) => listed.openings).find((opening) => opening.status === 'open') ?? null;
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    send = createRestSender(cmsUrl, token);
    const testDoctor = await createTestDoctor(cmsUrl, token, 'Dr. Next Free Tester', 1);
    place = testDoctor.place;
    removeDoctor = testDoctor.remove;
    schedule = await createOneDaySchedule(cmsUrl, token, place, day, slotHours('05:00', '06:00', 20));
  });

  afterAll(async () => {
    await removeDoctor();
  });

  it('gives every seeded doctor’s first open time at each branch, as availability does', async () => {
    const { times } = await read();
    expect(times.length).toBeGreaterThanOrEqual(10);
    for (const time of times.filter((listed) => listed.doctor !== place.doctor)) {
      const opening = await firstOpening(time);
      expect(time).toMatchObject({ start: opening?.start, end: opening?.end, mode: opening?.mode });
    }
  });

  it('answers from what it made while nothing changed, and makes a doctor’s time again at once after their booking and cancellation', async () => {
    expect(await timeOfTestDoctor()).toMatchObject({ branch: place.branch, start: day.at('05:00') });
    const kept = await read();
    expect((await read()).madeAt).toBe(kept.madeAt);

    const booked = await bookPlace(cmsUrl, place, day.at('05:00'));
    expect(booked.status).toBe(201);
    const afterBooking = await read();
    expect(afterBooking.times.find((time) => time.doctor === place.doctor)?.start).toBe(day.at('05:20'));
    // Only the booked doctor's time was made again: the other doctors' are as old as they were.
    expect(afterBooking.madeAt).toBe(kept.madeAt);
    expect(afterBooking.times.filter((time) => time.doctor !== place.doctor)).toEqual(
      kept.times.filter((time) => time.doctor !== place.doctor),
    );

    const staff = await signInAsStaff(cmsUrl);
    const number = (booked.body.data as { bookingNumber: string }).bookingNumber;
    expect(await cancelAtPatientsRequest(cmsUrl, staff, number)).toBe(200);
    expect((await timeOfTestDoctor())?.start).toBe(day.at('05:00'));
  });

  it('drops a doctor’s time at once when their hours are removed', async () => {
    expect((await send('DELETE', `/doctor-schedules/${schedule}`)).status).toBe(204);
    expect(await timeOfTestDoctor()).toBeNull();
  });

  it('keeps a doctor’s times a minute at most, and not past a change to their seats or the setup', () => {
    const madeAt = Date.parse('2026-11-24T10:00:00Z');
    const kept = { seats: 4, revision: 9, madeAt };
    const at = (seconds: number) => new Date(madeAt + seconds * 1000);
    expect(isKeptTimeFresh(kept, { seats: 4, revision: 9, now: at(59.999) })).toBe(true);
    expect(isKeptTimeFresh(kept, { seats: 4, revision: 9, now: at(60) })).toBe(false);
    expect(isKeptTimeFresh(kept, { seats: 5, revision: 9, now: at(1) })).toBe(false);
    expect(isKeptTimeFresh(kept, { seats: 4, revision: 10, now: at(1) })).toBe(false);
  });
});
