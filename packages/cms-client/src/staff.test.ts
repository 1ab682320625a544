import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { isCmsError } from './errors';
import { appointmentDetail, appointmentRow, createFetchStub, errorResponse, jsonResponse } from './test-support';
import type { ContactMessage } from './types/collections';

const BASE = 'http://cms.test';

describe('staff api', () => {
  it('lists with the filters in the query and unwraps counters and pagination', async () => {
    const counters = { pending: 1, confirmed: 0, canceled: 0, done: 0, noShow: 0, total: 1 };
    const pagination = { page: 2, pageSize: 10, pageCount: 2, total: 11 };
    const { fetch, calls } = createFetchStub(() =>
      jsonResponse({ data: [appointmentRow('NE-1', 'Mona')], meta: { counters, extraPlaces: 2, pagination } }),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const list = await client.listAppointments(
      { from: '2026-11-24', status: ['pending', 'done'], q: 'منى', page: 2, pageSize: 10 },
      { locale: 'ar' },
    );
    expect(list).toEqual({ data: [appointmentRow('NE-1', 'Mona')], counters, extraPlaces: 2, pagination });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/staff/appointments');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-11-24',
      status: 'pending,done',
      q: 'منى',
      page: '2',
      pageSize: '10',
      locale: 'ar',
    });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer staff-jwt');
  });

  it('posts a status change as { data: { from, to } } and reports a conflict with the current status', async () => {
    const { fetch, calls } = createFetchStub(() =>
      jsonResponse(
        {
          data: null,
          error: {
            status: 409,
            name: 'CONFLICT',
            message: 'changed',
            details: { from: 'pending', to: 'confirmed', current: 'canceled' },
          },
        },
        409,
      ),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const error = await client
      .changeAppointmentStatus('doc/1', { from: 'pending', to: 'confirmed' })
      .catch((caught: unknown) => caught);
    expect(calls[0]?.method).toBe('POST');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/staff/appointments/doc%2F1/status');
    expect(calls[0]?.body).toEqual({ data: { from: 'pending', to: 'confirmed' } });
    expect(isCmsError(error) && [error.status, error.name, error.details.current]).toEqual([
      409,
      'CONFLICT',
      'canceled',
    ]);
  });

  it('opens a card image through the staff-only path and hands over the bytes unread', async () => {
    const { fetch, calls } = createFetchStub(() => new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46])));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const body = await client.openCardImage('doc1', 'back');
    expect(new Uint8Array(await new Response(body).arrayBuffer())).toEqual(new Uint8Array([0x52, 0x49, 0x46, 0x46]));
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/appointments/doc1/cards/back');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer staff-jwt');
  });

  it('marks a message read as { data: { isRead } } on the staff route and unwraps the message', async () => {
    const message: ContactMessage = {
      id: 7,
      documentId: 'msg/1',
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
      publishedAt: '2026-11-20T08:00:00.000Z',
      name: 'سارة محمود',
      email: 'sara@example.com',
      phone: null,
      subject: null,
      message: 'Is this normal?',
      language: 'ar',
      isRead: true,
    };
    const { fetch, calls } = createFetchStub(() => jsonResponse({ data: message, meta: {} }));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    await expect(client.markMessageRead('msg/1', true)).resolves.toEqual(message);
    expect(calls[0]?.method).toBe('POST');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/staff/messages/msg%2F1/read');
    expect(calls[0]?.body).toEqual({ data: { isRead: true } });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer staff-jwt');
  });

  it('reports an unknown message as the CMS’s 404', async () => {
    const { fetch, calls } = createFetchStub(() => errorResponse(404, 'NotFoundError', 'No such message'));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const error = await client.markMessageRead('gone', false).catch((caught: unknown) => caught);
    expect(isCmsError(error) && [error.status, error.name]).toEqual([404, 'NotFoundError']);
    expect(calls[0]?.body).toEqual({ data: { isRead: false } });
  });

  it('reads who is signed in: the role and the branches, null for every branch', async () => {
    const profile = {
      id: 7,
      username: 'reception',
      email: 'reception@example.com',
      role: 'receptionist',
      branches: ['b1'],
      doctor: null,
    };
    const { fetch, calls } = createFetchStub(() => jsonResponse({ data: profile }));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    await expect(client.getStaffProfile()).resolves.toEqual(profile);
    expect([calls[0]?.method, new URL(calls[0]?.url ?? '').pathname]).toEqual(['GET', '/api/staff/me']);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer staff-jwt');
  });

  it('lists the inbox with its filter and page, and unwraps the unread count and pagination', async () => {
    const message = {
      documentId: 'msg-1',
      name: 'Mona',
      email: 'mona@example.com',
      phone: null,
      subject: null,
      message: 'أذني تؤلمني',
      language: 'ar',
      isRead: false,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
    };
    const pagination = { page: 2, pageSize: 20, pageCount: 2, total: 21 };
    const { fetch, calls } = createFetchStub(() => jsonResponse({ data: [message], meta: { unread: 5, pagination } }));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    await expect(client.listMessages({ show: 'unread', page: 2 })).resolves.toEqual({
      data: [message],
      unread: 5,
      pagination,
    });
    const url = new URL(calls[0]?.url ?? '');
    expect([url.pathname, Object.fromEntries(url.searchParams)]).toEqual([
      '/api/staff/messages',
      { show: 'unread', page: '2' },
    ]);
  });

  it('reads a page of the access log with its filters, and unwraps the pagination', async () => {
    const entry = {
      occurredAt: '2026-11-26T01:00:00.000Z',
      staffEmail: 'reception@example.com',
      action: 'openCardImage',
      appointmentId: 'doc-1',
      bookingNumber: 'ENT-AAAA-BBBB',
      details: { side: 'front' },
    };
    const pagination = { page: 2, pageSize: 50, pageCount: 2, total: 51 };
    const { fetch, calls } = createFetchStub(() => jsonResponse({ data: [entry], meta: { pagination } }));
    const client = createCmsClient({ baseUrl: BASE, token: 'manager-jwt', fetch });
    await expect(
      client.getAccessLog({ from: '2026-11-01', staff: 'reception', action: 'openCardImage', page: 2 }),
    ).resolves.toEqual({ data: [entry], pagination });
    const url = new URL(calls[0]?.url ?? '');
    expect([url.pathname, Object.fromEntries(url.searchParams)]).toEqual([
      '/api/staff/access-log',
      { from: '2026-11-01', staff: 'reception', action: 'openCardImage', page: '2' },
    ]);
  });

  it('finds, exports, corrects and erases a person’s data, each on its route', async () => {
    const data = { appointments: [], messageStops: [], contactMessages: [], waitingEntries: [], upcoming: [] };
    const { fetch, calls } = createFetchStub((call) =>
      jsonResponse({
        data:
          {
            POST: { appointments: 2, contactMessages: 1, waitingEntries: 0 },
            PUT: { bookingNumber: 'NE-1', changed: ['age'] },
          }[call.method ?? ''] ?? data,
      }),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'manager-jwt', fetch });
    await expect(client.findPatientData({ phone: '01001230101' }, { locale: 'ar' })).resolves.toEqual(data);
    await client.findPatientData({ email: 'a@example.com' }, { export: true });
    await client.correctPatientData('doc/1', { firstName: 'A', lastName: 'B', phone: '01001230101', age: 30 });
    await expect(client.erasePatientData({ email: 'a@example.com' })).resolves.toEqual({
      appointments: 2,
      contactMessages: 1,
      waitingEntries: 0,
    });
    expect(
      calls.map((call) => {
        const url = new URL(call.url);
        return [call.method, url.pathname, Object.fromEntries(url.searchParams), call.body];
      }),
    ).toEqual([
      ['GET', '/api/staff/patient-data', { phone: '01001230101', locale: 'ar' }, undefined],
      ['GET', '/api/staff/patient-data/export', { email: 'a@example.com' }, undefined],
      [
        'PUT',
        '/api/staff/patient-data/appointments/doc%2F1',
        {},
        { data: { firstName: 'A', lastName: 'B', phone: '01001230101', age: 30 } },
      ],
      ['POST', '/api/staff/patient-data/erase', {}, { data: { email: 'a@example.com', confirmed: true } }],
    ]);
  });

  it('reads the call list in the page’s language and counts an unanswered call as { data: { outcome } }', async () => {
    const { fetch, calls } = createFetchStub((call) =>
      call.method === 'GET'
        ? jsonResponse({
            data: [
              {
                ...appointmentRow('NE-1', 'Mona'),
                ...{ locale: 'ar', callAttempts: 1, lastCallAttemptAt: null, cardCheck: null },
              },
            ],
          })
        : jsonResponse({ data: { callAttempts: 2, lastCallAttemptAt: '2026-11-25T10:00:00.000Z' } }),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const list = await client.listCalls({ locale: 'ar' });
    expect(list.map((call) => [call.bookingNumber, call.locale, call.callAttempts])).toEqual([['NE-1', 'ar', 1]]);
    const listed = new URL(calls[0]?.url ?? '');
    expect([listed.pathname, listed.searchParams.get('locale')]).toEqual(['/api/staff/calls', 'ar']);

    await expect(client.recordCallAttempt('doc/1', { outcome: 'noAnswer' })).resolves.toEqual({
      callAttempts: 2,
      lastCallAttemptAt: '2026-11-25T10:00:00.000Z',
    });
    expect(calls[1]?.method).toBe('POST');
    expect(new URL(calls[1]?.url ?? '').pathname).toBe('/api/staff/appointments/doc%2F1/call-attempts');
    expect(calls[1]?.body).toEqual({ data: { outcome: 'noAnswer' } });
  });

  it('reads a day sheet with its filters and the page’s language, the day and completeness from meta', async () => {
    const { specialtyName, serviceName, cancelReason, displacedAt, displacedBy, consultationFeeEgp, ...listed } =
      appointmentRow('NE-7', 'Hala');
    const visit = {
      ...listed,
      age: 41,
      notes: null,
      doctorNotes: [],
      arrival: null,
      cardCheck: { verdict: 'accepted', reason: null },
      doctorId: 'doc-a',
      branchId: 'branch-a',
    };
    const { fetch, calls } = createFetchStub(() =>
      jsonResponse({ data: [visit], meta: { date: '2026-12-01', isComplete: true, pauses: [] } }),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const sheet = await client.getDaySheet({ date: '2026-12-01', branch: 'branch-a' }, { locale: 'ar' });
    expect(sheet).toEqual({ date: '2026-12-01', isComplete: true, pauses: [], data: [visit] });
    const asked = new URL(calls[0]?.url ?? '');
    expect(asked.pathname).toBe('/api/staff/day-sheet');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ date: '2026-12-01', branch: 'branch-a', locale: 'ar' });
  });

  it('adds a note as { data: note } to the appointment’s notes and answers it as stored', async () => {
    const stored = {
      text: 'Hard of hearing',
      isForDoctor: true,
      writtenBy: 'staff@x',
      createdAt: '2026-11-25T10:00:00Z',
    };
    const { fetch, calls } = createFetchStub(() => jsonResponse({ data: stored }, 201));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    await expect(client.addAppointmentNote('doc/2', { text: 'Hard of hearing', isForDoctor: true })).resolves.toEqual(
      stored,
    );
    expect(calls[0]?.method).toBe('POST');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/staff/appointments/doc%2F2/notes');
    expect(calls[0]?.body).toEqual({ data: { text: 'Hard of hearing', isForDoctor: true } });
  });

  it('moves a visit as { data: { from, start } } in the page’s language and answers the appointment', async () => {
    const { fetch, calls } = createFetchStub(() => jsonResponse({ data: appointmentDetail('NE-9', 'Amal') }));
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const move = { from: '2026-12-01T10:00:00+02:00', start: '2026-12-01T10:30:00+02:00' };
    await expect(client.rescheduleAppointment('doc/9', move, { locale: 'ar' })).resolves.toMatchObject({
      bookingNumber: 'NE-9',
    });
    const asked = new URL(calls[0]?.url ?? '');
    expect([calls[0]?.method, asked.pathname, asked.searchParams.get('locale')]).toEqual([
      'POST',
      '/api/staff/appointments/doc%2F9/reschedule',
      'ar',
    ]);
    expect(calls[0]?.body).toEqual({ data: move });
  });
});
