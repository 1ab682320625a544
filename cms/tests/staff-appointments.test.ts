import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  createOneDaySchedule,
  earlyHours,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  bookPlace,
} from './support/booking';
import { createAccount, createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { type StaffList, type StaffRow, changeVisitStatus, findStaffRow } from './support/staff-requests';

const PATIENT_ASKED = { category: 'patientRequest' };

type HistoryEntry = { fromStatus: string | null; toStatus: string; changedAt: string; changedBy: string };

describe('[ADMIN]: staff appointment routes', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  const marker = uniqueSurname('Staffroute');
  const day = futureDay(11);
  const booked: StaffRow[] = [];

  const staffGet = async (path: string, headers: Record<string, string> = staff) => {
    const response = await fetch(`${cmsUrl}/api${path}`, { headers });
    return { status: response.status, body: (await response.json()) as StaffList & { data: StaffRow } };
  };

  const changeStatus = (documentId: string, data: unknown, headers: Record<string, string> = staff) =>
    changeVisitStatus<{
      data: (StaffRow & { statusHistory: HistoryEntry[] }) | null;
      error?: { name: string; details: Record<string, unknown> };
    }>(cmsUrl, headers, documentId, data);

  const book = (time: string, firstName: string, phone: string) =>
    bookPlace(cmsUrl, place, day.at(time), {
      overrides: {
        patient: {
          firstName,
          lastName: marker,
          email: 'staff.routes@example.com',
          phone,
          age: 40,
          contractType: 'cash',
        },
      },
    });

  const listQuery = (extra: Record<string, string> = {}) =>
    `/staff/appointments?${new URLSearchParams({ from: day.date, to: day.date, doctor: place.doctor, q: marker, ...extra })}`;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 3);
    const token = await createFullAccessToken(cmsUrl);
    await createOneDaySchedule(cmsUrl, token, place, day, earlyHours('07:00'));
    const patients = [
      ['05:00', 'Amira', '01001110001'],
      ['05:30', 'Basma', '01001110002'],
      ['06:00', 'Camelia', '01001110003'],
      ['06:30', 'Dalia', '01001110004'],
    ] as const;
    for (const [time, firstName, phone] of patients) {
      const response = await book(time, firstName, phone);
      expect(response.status).toBe(201);
      booked.push((await findStaffRow(cmsUrl, staff, String(response.body.data?.bookingNumber))) as StaffRow);
    }
  });

  it('refuses anonymous callers and signed-in accounts without a staff role on every route', async () => {
    const other = await createAccount(cmsUrl, await createFullAccessToken(cmsUrl), 'authenticated', 'patient');
    const id = booked[0]?.documentId;
    const routes = [
      ['GET', '/api/staff/appointments'],
      ['GET', '/api/staff/appointments/export'],
      ['GET', '/api/staff/me'],
      ['GET', `/api/staff/appointments/${id}`],
      ['POST', `/api/staff/appointments/${id}/status`],
      ['POST', `/api/staff/appointments/${id}/call-attempts`],
      ['POST', `/api/staff/appointments/${id}/arrival`],
      ['PUT', '/api/staff/waiting-room/pause'],
      ['GET', '/api/staff/calls'],
      ['GET', '/api/staff/day-sheet'],
      ['POST', `/api/staff/appointments/${id}/notes`],
      ['POST', `/api/staff/appointments/${id}/reschedule`],
      ['POST', '/api/staff/appointments'],
      ['GET', `/api/staff/availability?doctor=${id}&branch=${id}`],
      ['GET', '/api/staff/patients?phone=01001234567'],
      ['POST', `/api/staff/appointments/${id}/messages/1/resend`],
      ['GET', '/api/appointments'],
      ['GET', `/api/appointments/${id}`],
      ['PUT', `/api/appointments/${id}`],
      ['DELETE', `/api/appointments/${id}`],
      ['GET', `/api/appointments/${id}/cards/front`],
    ] as const;
    for (const [method, path] of routes) {
      const body =
        method === 'POST' || method === 'PUT' ? JSON.stringify({ data: { status: 'confirmed' } }) : undefined;
      const send = (headers: Record<string, string>) =>
        fetch(`${cmsUrl}${path}`, { method, body, headers: { ...headers, 'content-type': 'application/json' } });
      const anonymous = await send({});
      expect([method, path, anonymous.status]).toEqual([method, path, 403]);
      const patient = await send(other.headers);
      expect([method, path, patient.status]).toEqual([method, path, 403]);
      expect(await patient.text()).not.toContain(marker);
    }
  });

  it('does not let staff edit an appointment through the core update route', async () => {
    const response = await fetch(`${cmsUrl}/api/appointments/${booked[0]?.documentId}`, {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { status: 'done', phone: '01099999999' } }),
    });
    expect(response.status).toBe(403);
    const { body } = await staffGet(`/staff/appointments/${booked[0]?.documentId}`);
    expect(body.data).toMatchObject({ status: 'pending', phone: '+201001110001' });
  });

  it('moves through the workflow and records who changed what', async () => {
    const [first, second, third] = booked as [StaffRow, StaffRow, StaffRow, StaffRow];
    expect((await changeStatus(first.documentId, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    // The visit is days ahead: it cannot be completed yet (see staff-workflow.test.ts for the rest).
    const early = await changeStatus(first.documentId, { from: 'confirmed', to: 'done' });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({
      name: 'ConflictError',
      details: { code: 'TOO_EARLY', opensAt: first.startsAt },
    });
    const { body } = await staffGet(`/staff/appointments/${first.documentId}`);
    expect(
      (body.data as unknown as { statusHistory: HistoryEntry[] }).statusHistory.map(
        ({ fromStatus, toStatus, changedBy }) => [fromStatus, toStatus, changedBy],
      ),
    ).toEqual([
      [null, 'pending', 'patient'],
      ['pending', 'confirmed', 'staff@nileent.example'],
    ]);
    expect((await changeStatus(second.documentId, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    expect(
      (await changeStatus(third.documentId, { from: 'pending', to: 'canceled', reason: PATIENT_ASKED })).status,
    ).toBe(200);
  });

  it('refuses a transition the workflow forbids, and changes nothing', async () => {
    const fourth = booked[3] as StaffRow;
    const refused = await changeStatus(fourth.documentId, { from: 'pending', to: 'done' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ name: 'ConflictError', details: { code: 'INVALID_TRANSITION' } });
    const backwards = await changeStatus((booked[0] as StaffRow).documentId, { from: 'confirmed', to: 'pending' });
    expect(backwards.status).toBe(409);
    expect(backwards.body.error?.details.code).toBe('INVALID_TRANSITION');
    const { body } = await staffGet(`/staff/appointments/${fourth.documentId}`);
    expect(body.data).toMatchObject({ status: 'pending', statusHistory: [{ toStatus: 'pending' }] });
  });

  it('answers a change from a stale screen with 409 and the current status', async () => {
    const second = booked[1] as StaffRow;
    const stale = await changeStatus(second.documentId, { from: 'pending', to: 'canceled', reason: PATIENT_ASKED });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      name: 'ConflictError',
      details: { code: 'CONFLICT', current: 'confirmed' },
    });
  });

  it.each([
    [{ from: 'pending' }, ['to']],
    [{ from: 'pending', to: 'archived' }, ['to']],
    [{ from: 'pending', to: 'canceled' }, ['reason']],
    [{ from: 'pending', to: 'canceled', reason: { category: 'other' } }, ['reason.note']],
    ['confirmed', ['']],
  ])('refuses a malformed change %o with 400', async (data, paths) => {
    const response = await changeStatus((booked[3] as StaffRow).documentId, data);
    expect(response.status).toBe(400);
    const errors = (response.body.error?.details.errors ?? []) as { path: string[] }[];
    expect(errors.map((error) => error.path.join('.'))).toEqual(paths);
  });

  it('answers 404 for an appointment that does not exist', async () => {
    expect((await changeStatus('nosuchappointment0000000', { from: 'pending', to: 'confirmed' })).status).toBe(404);
    expect((await staffGet('/staff/appointments/nosuchappointment0000000')).status).toBe(404);
  });

  it('lets exactly one of two receptionists acting at once win', async () => {
    const response = await book('05:00', 'Eman', '01001110005');
    expect(response.status).toBe(409); // 05:00 has one place and Amira has it (confirmed)
    const fresh = await book('06:00', 'Eman', '01001110005'); // Camelia canceled 06:00: the place is free again
    expect(fresh.status).toBe(201);
    const row = (await findStaffRow(cmsUrl, staff, String(fresh.body.data?.bookingNumber))) as StaffRow;
    const id = row.documentId;
    booked.push(row);
    const [confirm, cancel] = await Promise.all([
      changeStatus(id, { from: 'pending', to: 'confirmed' }),
      changeStatus(id, { from: 'pending', to: 'canceled', reason: PATIENT_ASKED }),
    ]);
    expect([confirm.status, cancel.status].sort()).toEqual([200, 409]);
    const winner = confirm.status === 200 ? 'confirmed' : 'canceled';
    const detail = await staffGet(`/staff/appointments/${id}`);
    expect(detail.body.data).toMatchObject({ status: winner });
    expect(
      (detail.body.data as unknown as { statusHistory: HistoryEntry[] }).statusHistory.map((entry) => entry.toStatus),
    ).toEqual(['pending', winner]);
  });

  it('counts, filters, searches, sorts and pages the same appointments', async () => {
    const all = await staffGet(listQuery());
    expect(all.status).toBe(200);
    const eman = booked[4] as StaffRow;
    const emanStatus = (await staffGet(`/staff/appointments/${eman.documentId}`)).body.data.status as string;
    const expected = { pending: 1, confirmed: 2, canceled: 1, done: 0, noShow: 0, total: 5 };
    expected[emanStatus as 'confirmed' | 'canceled'] += 1;
    expect(all.body.meta.counters).toEqual(expected);
    expect(all.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 5 });
    expect(all.body.data.map((row) => row.startsAt)).toEqual(
      [...all.body.data.map((row) => row.startsAt as string)].sort(),
    );
    expect(Object.keys(all.body.data[0] ?? {})).not.toContain('cardFrontFile');
    expect(Object.keys(all.body.data[0] ?? {})).not.toContain('email');

    const open = await staffGet(listQuery({ status: 'pending,confirmed' }));
    expect(open.body.meta.counters).toEqual(expected);
    expect(open.body.meta.pagination.total).toBe(expected.pending + expected.confirmed);
    expect(new Set(open.body.data.map((row) => row.status))).toEqual(new Set(['pending', 'confirmed']));

    const paged = await staffGet(listQuery({ sort: 'patient', order: 'desc', pageSize: '2', page: '2' }));
    expect(paged.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 5 });
    expect(paged.body.data.map((row) => row.firstName)).toEqual(['Camelia', 'Basma']);

    const byPhone = await staffGet(listQuery({ q: '0100 111 0004' }));
    expect(byPhone.body.data.map((row) => row.firstName)).toEqual(['Dalia']);
    const byNameAndSurname = await staffGet(listQuery({ q: `basma ${marker.toUpperCase()}` }));
    expect(byNameAndSurname.body.data.map((row) => row.firstName)).toEqual(['Basma']);
    const byBookingNumber = await staffGet(`/staff/appointments?q=${(booked[2] as StaffRow).bookingNumber}`);
    expect(byBookingNumber.body.data.map((row) => row.firstName)).toEqual(['Camelia']);
    const wildcard = await staffGet(listQuery({ q: '%' }));
    expect(wildcard.body.meta.counters.total).toBe(0);

    const otherDay = await staffGet(listQuery({ from: futureDay(12).date, to: futureDay(12).date }));
    expect(otherDay.body.meta.counters.total).toBe(0);
  });

  it('refuses a malformed list query with 400 and the fields at fault', async () => {
    const response = await staffGet('/staff/appointments?status=lost&sort=email&from=2026-13-01&pageSize=1000');
    expect(response.status).toBe(400);
    const { errors } = (response.body.error as { details: { errors: { path: string[] }[] } }).details;
    expect(errors.map((error) => error.path.join('.')).sort()).toEqual(['from', 'pageSize', 'sort', 'status.0']);
  });

  it('exports every matching appointment as NDJSON in the list order', async () => {
    const response = await fetch(
      `${cmsUrl}/api${listQuery({ sort: 'bookingNumber', pageSize: '1' }).replace('/staff/appointments?', '/staff/appointments/export?')}`,
      {
        headers: staff,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as StaffRow);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.bookingNumber)).toEqual(rows.map((row) => row.bookingNumber).sort());
    expect(rows.every((row) => row.lastName === marker)).toBe(true);
  });

  it('shows every detail but the stored file names', async () => {
    const { status, body } = await staffGet(`/staff/appointments/${(booked[3] as StaffRow).documentId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      firstName: 'Dalia',
      lastName: marker,
      email: 'staff.routes@example.com',
      phone: '+201001110004',
      age: 40,
      contractType: 'cash',
      cards: { front: false, back: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/cardFrontFile|cardBackFile/);
  });
});
