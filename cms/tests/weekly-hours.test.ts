import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDoctor, findSeededPlace } from './support/booking';
import { createEntry, createFullAccessToken, createRestSender } from './support/cms-admin';

type WeeklyHours = { branch: string; weekday: string; startTime: string; endTime: string; mode: string };
type ScheduleRow = {
  weekday: string;
  startTime: string;
  endTime: string;
  mode: string;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
  branch: { documentId: string } | null;
};

/** The hours a doctor's page shows: public, from the schedules in force this week, at once after a change. */
describe('[BOOKING]: a doctor’s weekly hours', () => {
  let cmsUrl: string;
  let token: string;
  let removeDoctor = async () => new Response();
  let send: ReturnType<typeof createRestSender>;

  const read = (query: string) => fetch(`${cmsUrl}/api/availability/weekly-hours?${query}`);
  const hoursOf = async (documentId: string) => {
    const response = await read(`doctor=${documentId}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { hours: WeeklyHours[] } }).data.hours;
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    send = createRestSender(cmsUrl, token);
  });

  afterAll(async () => {
    await removeDoctor();
  });

  it('refuses what is not a doctor’s id, and answers 404 for a doctor nobody published', async () => {
    for (const query of ['', 'doctor=', 'doctor=..%2Fusers', 'doctor[$ne]=x']) {
      expect((await read(query)).status, query).toBe(400);
    }
    expect((await read('doctor=abcdefghijklmnopqrstuvwx')).status).toBe(404);
  });

  it('gives a seeded doctor’s regular hours at each branch, as the schedules have them, from Saturday', async () => {
    const place = await findSeededPlace(cmsUrl, 0);
    const response = await send(
      'GET',
      `/doctor-schedules?filters[doctor][documentId][$eq]=${place.doctor}&populate[branch][fields][0]=name&pagination[pageSize]=100`,
    );
    const rows = ((await response.json()) as { data: ScheduleRow[] }).data.filter(
      (row) => row.effectiveFrom === null && row.effectiveUntil === null,
    );
    const hours = await hoursOf(place.doctor);
    expect(rows.length).toBeGreaterThan(0);
    const key = (entry: { branch: string; weekday: string; startTime: string; endTime: string; mode: string }) =>
      `${entry.branch} ${entry.weekday} ${entry.startTime.slice(0, 5)}–${entry.endTime.slice(0, 5)} ${entry.mode}`;
    expect(hours.map(key).sort()).toEqual(
      rows.map((row) => key({ ...row, branch: row.branch?.documentId ?? '' })).sort(),
    );
    const week = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
    for (const branch of new Set(hours.map((entry) => entry.branch))) {
      const days = hours.filter((entry) => entry.branch === branch).map((entry) => week.indexOf(entry.weekday));
      expect(days).toEqual([...days].sort((a, b) => a - b));
    }
  });

  it('answers the same for the doctor’s public id (the number in their page’s address), naming the doctor by document id', async () => {
    const seeded = (await (await fetch(`${cmsUrl}/api/doctors?sort=publicId:asc&fields[0]=publicId`)).json()) as {
      data: { documentId: string; publicId: number }[];
    };
    const [doctor] = seeded.data;
    if (!doctor) throw new Error('No seeded doctor');
    const byPublicId = await read(`doctor=${doctor.publicId}`);
    expect(byPublicId.status).toBe(200);
    const answer = (await byPublicId.json()) as { data: { doctor: string; hours: WeeklyHours[] } };
    expect(answer.data.doctor).toBe(doctor.documentId);
    expect(answer.data.hours).toEqual(await hoursOf(doctor.documentId));
    expect(answer.data.hours.length).toBeGreaterThan(0);
    expect((await read('doctor=99999')).status).toBe(404);
    for (const query of ['doctor=-3', 'doctor=3.5']) {
      expect((await read(query)).status, query).toBe(400);
    }
  });

  it('shows new hours, and no longer shows removed ones, at once', async () => {
    const testDoctor = await createTestDoctor(cmsUrl, token, 'Dr. Weekly Hours Tester');
    removeDoctor = testDoctor.remove;
    const { place } = testDoctor;
    const doctor = place.doctor;
    expect(await hoursOf(doctor)).toEqual([]);
    const schedule = await createEntry(cmsUrl, token, 'doctor-schedules', {
      doctor,
      branch: place.branch,
      weekday: 'friday',
      startTime: '14:00',
      endTime: '17:00',
      mode: 'fcfs',
      capacity: 10,
    });
    expect(await hoursOf(doctor)).toMatchObject([
      { branch: place.branch, weekday: 'friday', startTime: expect.stringMatching(/^14:00/), mode: 'fcfs' },
    ]);
    expect((await send('DELETE', `/doctor-schedules/${schedule}`)).status).toBe(204);
    expect(await hoursOf(doctor)).toEqual([]);
  });
});
