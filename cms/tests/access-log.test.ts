import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsReceptionist, signInAsStaff } from './support/cms-admin';
import { makePng } from './support/images';
import { countRows } from './support/sql';

type Headers = Record<string, string>;
type Entry = {
  occurredAt: string;
  staffEmail: string;
  action: string;
  appointmentId: string | null;
  bookingNumber: string | null;
  details: Record<string, unknown>;
};
type LogBody = {
  data: Entry[] | null;
  meta?: { pagination: { total: number; page: number; pageSize: number } };
  error?: { details: { errors?: unknown[] } };
};

/**
 * Every read of patient data by staff leaves an entry: who, when, what, which booking. Managers read
 * the log; nobody can change it through any API.
 */
describe('[PRIVACY]: the access log', () => {
  let cmsUrl: string;
  let manager: Headers;
  let receptionist: Headers;
  let place: Place;
  const marker = uniqueSurname('Accesslog');
  const day = futureDay(18);
  let visit: { documentId: string; bookingNumber: string };

  const get = async (path: string, headers: Headers) => {
    const response = await fetch(`${cmsUrl}/api${path}`, { headers });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as LogBody };
  };
  const logOf = async (query: Record<string, string> = {}) =>
    get(`/staff/access-log?${new URLSearchParams({ bookingNumber: visit.bookingNumber, ...query })}`, manager);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    [manager, receptionist] = await Promise.all([signInAsStaff(cmsUrl), signInAsReceptionist(cmsUrl)]);
    place = await findSeededPlace(cmsUrl, 5);
    const token = await createFullAccessToken(cmsUrl);
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('05:00', '06:00', 30));
    const card = { bytes: await makePng(), name: 'card.png', type: 'image/png' };
    const booked = await bookPlace(cmsUrl, place, day.at('05:00'), {
      overrides: {
        patient: {
          firstName: 'Nour',
          lastName: marker,
          email: 'nour.log@example.com',
          phone: '01001230091',
          age: 45,
          contractType: 'company',
        },
      },
      files: { cardFront: card, cardBack: card },
    });
    expect(booked.status).toBe(201);
    const bookingNumber = String(booked.body.data?.bookingNumber);
    const { body } = await get(`/staff/appointments?${new URLSearchParams({ q: bookingNumber })}`, manager);
    const [row] = body.data as unknown as { documentId: string }[];
    visit = { documentId: String(row?.documentId), bookingNumber };
  });

  it('records who opened the appointment and its card image, and who exported it, newest first', async () => {
    expect((await logOf()).body.data).toEqual([]);
    expect((await get(`/staff/appointments/${visit.documentId}`, manager)).status).toBe(200);
    const card = await fetch(`${cmsUrl}/api/appointments/${visit.documentId}/cards/back`, { headers: manager });
    expect(card.status).toBe(200);
    await card.arrayBuffer();
    const exported = await fetch(
      `${cmsUrl}/api/staff/appointments/export?${new URLSearchParams({ from: day.date, to: day.date, q: marker })}`,
      { headers: manager },
    );
    expect(await exported.text()).toContain(visit.bookingNumber);

    const { body } = await logOf();
    expect(body.data?.map(({ action, staffEmail, bookingNumber }) => [action, staffEmail, bookingNumber])).toEqual([
      ['openCardImage', 'staff@nileent.example', visit.bookingNumber],
      ['viewAppointment', 'staff@nileent.example', visit.bookingNumber],
    ]);
    expect(body.data?.[0]?.details).toEqual({ side: 'back' });
    const exports = await get(
      `/staff/access-log?${new URLSearchParams({ action: 'exportAppointments', staff: 'staff@nileent' })}`,
      manager,
    );
    expect(exports.body.data?.find((entry) => entry.details.q === marker)).toMatchObject({
      staffEmail: 'staff@nileent.example',
      bookingNumber: null,
      details: { from: day.date, to: day.date, q: marker, sort: 'startsAt', order: 'asc' },
    });
    const times = (body.data ?? []).map((entry) => entry.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('records a receptionist’s reads under their own account, and shows them the log no more than the CMS does', async () => {
    const before = (await logOf({ staff: 'reception@' })).body.data?.length ?? 0;
    // The visit is not at the receptionist's branch unless the seeded place is: only what they could read counts.
    const opened = await get(`/staff/appointments/${visit.documentId}`, receptionist);
    const after = (await logOf({ staff: 'reception@' })).body.data?.length ?? 0;
    expect(after - before).toBe(opened.status === 200 ? 1 : 0);
    expect((await get('/staff/access-log', receptionist)).status).toBe(403);
    expect((await get('/staff/access-log', {})).status).toBe(403);
  });

  it('offers no way to add, change or delete an entry', async () => {
    const count = () => countRows('SELECT COUNT(*) AS n FROM patient_data_access_log', []);
    const before = await count();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [
        '/api/staff/access-log',
        '/api/staff/access-log/1',
        '/api/access-logs',
        '/api/access-logs/1',
      ]) {
        const response = await fetch(`${cmsUrl}${path}`, {
          method,
          headers: { ...manager, 'content-type': 'application/json' },
          body: method === 'DELETE' ? undefined : JSON.stringify({ data: { action: 'viewAppointment' } }),
        });
        expect([method, path, [404, 405].includes(response.status)]).toEqual([method, path, true]);
      }
    }
    expect(await count()).toBeGreaterThanOrEqual(before);
    expect(
      await countRows('SELECT COUNT(*) AS n FROM patient_data_access_log WHERE booking_number = ?', [
        visit.bookingNumber,
      ]),
    ).toBe((await logOf()).body.meta?.pagination.total);
  });

  it('filters by range, staff member, booking number and kind of access, taking wildcards literally', async () => {
    expect((await logOf({ action: 'openCardImage' })).body.data?.map((entry) => entry.action)).toEqual([
      'openCardImage',
    ]);
    expect((await logOf({ from: day.date })).body.data).toEqual([]);
    expect((await logOf({ staff: 'nobody@' })).body.data).toEqual([]);
    expect((await logOf({ staff: '%' })).body.data).toEqual([]);
    expect((await logOf({ bookingNumber: '_' })).body.data).toEqual([]);
    const partial = await logOf({ bookingNumber: visit.bookingNumber.slice(4, 9).toLowerCase() });
    expect(partial.body.data?.every((entry) => entry.bookingNumber === visit.bookingNumber)).toBe(true);
  });

  it.each([
    ['action=deleteAppointment', 'action', 'validation.invalidChoice'],
    ['from=2026-12-01&to=2026-11-01', 'to', 'validation.invalidDate'],
    ['page=0', 'page', 'validation.invalidType'],
  ])('refuses a query with %s (400, naming the field)', async (query, path, message) => {
    const { status, body } = await get(`/staff/access-log?${query}`, manager);
    expect(status).toBe(400);
    expect(body.error?.details.errors).toContainEqual(expect.objectContaining({ path: [path], message }));
  });
});
