import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  createTestDoctor,
  findSeededPlace,
  futureDay,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';
import { cancelAtPatientsRequest } from './support/staff-requests';

type Opening = { start: string; remaining: number; status: string };
type Availability = { status: number; openings: Opening[] };

/**
 * Each CMS process keeps the doctors, branches, hours and closures it read (booking/setup-cache.ts).
 * Every answer here is read right after the change, on a process that has just read the old setup:
 * what patients see must never lag behind a booking, a cancellation or an editor's change.
 */
describe('[CMS]: availability shows every change at once', () => {
  let cmsUrl: string;
  let token: string;
  let staff: Record<string, string>;
  let place: Place;
  const day = futureDay(4);
  const hours = { startTime: '03:00', endTime: '04:00', mode: 'slots' as const, slotMinutes: 30, capacity: 2 };

  const readAvailability = async (url = cmsUrl, at: Place = place): Promise<Availability> => {
    const response = await fetch(
      `${url}/api/availability?doctor=${at.doctor}&branch=${at.branch}&from=${day.date}&days=1`,
    );
    const body = (await response.json()) as { data?: { days: { openings: Opening[] }[] } };
    return { status: response.status, openings: body.data?.days[0]?.openings ?? [] };
  };
  /** The openings this test's schedule adds, before any seeded hours of the day. */
  const earlyOpenings = async (url = cmsUrl) =>
    (await readAvailability(url)).openings
      .filter((opening) => opening.start.slice(11, 16) < '05:00')
      .map(({ start, remaining, status }) => ({ time: start.slice(11, 16), remaining, status }));

  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${cmsUrl}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 1);
  });

  it('a schedule added, moved and removed; a closure added and taken back', async () => {
    expect(await earlyOpenings()).toEqual([]);
    const scheduleId = await createOneDaySchedule(cmsUrl, token, place, day, hours);
    expect(await earlyOpenings()).toEqual([
      { time: '03:00', remaining: 2, status: 'open' },
      { time: '03:30', remaining: 2, status: 'open' },
    ]);

    const moved = await rest(`doctor-schedules/${scheduleId}`, {
      method: 'PUT',
      body: JSON.stringify({ data: { startTime: '03:30', endTime: '04:30' } }),
    });
    expect(moved.status).toBe(200);
    expect((await earlyOpenings()).map((opening) => opening.time)).toEqual(['03:30', '04:00']);

    const closure = await rest('schedule-exceptions', {
      method: 'POST',
      body: JSON.stringify({
        data: { doctor: place.doctor, startDate: day.date, endDate: day.date, reason: 'Course' },
      }),
    });
    expect(closure.status).toBe(201);
    expect((await readAvailability()).openings).toEqual([]);
    const { data: leave } = (await closure.json()) as { data: { documentId: string } };
    expect((await rest(`schedule-exceptions/${leave.documentId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await earlyOpenings()).map((opening) => opening.time)).toEqual(['03:30', '04:00']);

    expect((await rest(`doctor-schedules/${scheduleId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await earlyOpenings()).toEqual([]);
  });

  it('a leave closes its doctor only, and goes with the doctor when the doctor is deleted', async () => {
    const leaving = await createTestDoctor(cmsUrl, token, 'Dr On Leave');
    const leaveDay = futureDay(23);
    const schedule = await createOneDaySchedule(cmsUrl, token, place, leaveDay, hours);
    const leave = (await (
      await rest('schedule-exceptions', {
        method: 'POST',
        body: JSON.stringify({
          data: { doctor: leaving.place.doctor, startDate: leaveDay.date, endDate: leaveDay.date, reason: 'Leave' },
        }),
      })
    ).json()) as { data: { documentId: string } };
    const earlyStatuses = async () => {
      const response = await fetch(
        `${cmsUrl}/api/availability?doctor=${place.doctor}&branch=${place.branch}&from=${leaveDay.date}&days=1`,
      );
      const body = (await response.json()) as { data: { days: { openings: Opening[] }[] } };
      const openings = body.data.days[0]?.openings ?? [];
      return openings.filter((opening) => opening.start.slice(11, 16) < '05:00').map((opening) => opening.status);
    };
    try {
      expect(await earlyStatuses()).toEqual(['open', 'open']);
      // Deleted, the doctor no longer names the leave: it must not become a closure of the whole clinic.
      await leaving.remove();
      expect(await earlyStatuses()).toEqual(['open', 'open']);
      expect((await rest(`schedule-exceptions/${leave.data.documentId}`)).status).toBe(404);
    } finally {
      await rest(`schedule-exceptions/${leave.data.documentId}?locale=*`, { method: 'DELETE' });
      await rest(`doctor-schedules/${schedule}`, { method: 'DELETE' });
    }
  });

  it('a booking takes a place and a cancellation gives it back', async () => {
    await createOneDaySchedule(cmsUrl, token, place, day, { ...hours, startTime: '01:00', endTime: '01:30' });
    const first = await earlyOpenings();
    expect(first).toContainEqual({ time: '01:00', remaining: 2, status: 'open' });

    const booked = await bookPlace(cmsUrl, place, day.at('01:00'));
    expect(booked.status).toBe(201);
    expect(await earlyOpenings()).toContainEqual({ time: '01:00', remaining: 1, status: 'open' });
    const again = await bookPlace(cmsUrl, place, day.at('01:00'));
    expect(again.status).toBe(201);
    expect(await earlyOpenings()).toContainEqual({ time: '01:00', remaining: 0, status: 'full' });

    const bookingNumber = String(again.body.data?.bookingNumber);
    expect(await cancelAtPatientsRequest(cmsUrl, staff, bookingNumber)).toBe(200);
    expect(await earlyOpenings()).toContainEqual({ time: '01:00', remaining: 1, status: 'open' });
  });
});

/**
 * On a CMS of its own, so no other test meets the doctor taken off the site; on PostgreSQL, with a
 * second CMS process over the same database, as two machines run them: what one process keeps must
 * not outlive a change saved through the other.
 */
describe('[CMS]: availability after a doctor leaves the site, and across two CMS processes', () => {
  const isPostgres = inject('database').client === 'postgres';
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let sibling: { url: string } | undefined;
  let token: string;
  let place: Place;
  const day = futureDay(5);

  const readTimes = async (url: string) => {
    const response = await fetch(
      `${url}/api/availability?doctor=${place.doctor}&branch=${place.branch}&from=${day.date}&days=1`,
    );
    if (response.status !== 200) return response.status;
    const { data } = (await response.json()) as { data: { days: { openings: Opening[] }[] } };
    return (data.days[0]?.openings ?? [])
      .map((opening) => opening.start.slice(11, 16))
      .filter((time) => time < '05:00');
  };

  beforeAll(async () => {
    cms = await startTestCms();
    if (isPostgres) sibling = await cms.startSibling();
    token = await createFullAccessToken(cms.url);
    place = await findSeededPlace(cms.url, 1);
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('a doctor unpublished in the admin panel has no openings at once, and has them again when published', async () => {
    await createOneDaySchedule(cms.url, token, place, day, slotHours('02:00', '03:00', 30));
    expect(await readTimes(cms.url)).toEqual(['02:00', '02:30']);
    const editorToken = await signInAsCmsEditor(cms.url);
    const path = `/content-manager/collection-types/api::doctor.doctor/${place.doctor}/actions`;
    const unpublished = await callAdminApi(cms.url, editorToken, `${path}/unpublish?locale=en`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(unpublished.status).toBe(200);
    expect(await readTimes(cms.url)).toBe(404);
    const published = await callAdminApi(cms.url, editorToken, `${path}/publish?locale=en`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(published.status).toBe(200);
    expect(await readTimes(cms.url)).toEqual(['02:00', '02:30']);
  });

  it.runIf(isPostgres)(
    'a schedule saved through one process shows at once on the other, which had read the day before',
    async () => {
      const url = sibling?.url ?? '';
      const before = await readTimes(url);
      const scheduleId = await createOneDaySchedule(cms.url, token, place, day, slotHours('04:00', '04:30', 30));
      expect(await readTimes(url)).toEqual([...(before as string[]), '04:00']);

      const removed = await fetch(`${cms.url}/api/doctor-schedules/${scheduleId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removed.status).toBe(204);
      expect(await readTimes(url)).toEqual(before);
    },
  );
});
