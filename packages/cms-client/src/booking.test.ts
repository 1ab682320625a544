import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCmsClient } from './client';
import { BRANCH, DOCTOR, booking, bookingRequest } from './booking-test-support';
import { createFetchStub, jsonResponse } from './test-support';
import type { Availability, BookedAppointment, BookingRequest, ManagedBooking, NextFreeTimes } from './types/booking';

const BASE = 'http://cms.test';

const availability: Availability = {
  doctor: DOCTOR,
  branch: BRANCH,
  timeZone: 'Africa/Cairo',
  days: [
    {
      date: '2026-11-24',
      weekday: 'tuesday',
      openings: [
        {
          start: '2026-11-24T10:30:00+02:00',
          end: '2026-11-24T10:45:00+02:00',
          mode: 'slots',
          capacity: 1,
          remaining: 0,
          status: 'full',
        },
        {
          start: '2026-11-24T18:00:00+02:00',
          end: '2026-11-24T21:00:00+02:00',
          mode: 'fcfs',
          capacity: 20,
          remaining: 7,
          status: 'open',
        },
      ],
    },
    { date: '2026-11-25', weekday: 'wednesday', openings: [] },
  ],
};

const cardFront = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'front.jpg', { type: 'image/jpeg' });
const cardBack = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('getNextFreeTimes', () => {
  it('GETs /api/availability/next-free-times once for every doctor, with no locale and no token', async () => {
    const nextFreeTimes: NextFreeTimes = {
      madeAt: '2026-11-24T08:00:00.000Z',
      times: [
        {
          doctor: DOCTOR,
          branch: BRANCH,
          start: '2026-11-24T18:00:00+02:00',
          end: '2026-11-24T21:00:00+02:00',
          mode: 'fcfs',
        },
      ],
    };
    const stub = createFetchStub(() => jsonResponse({ data: nextFreeTimes }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, defaultLocale: 'ar' });

    const result = await cms.getNextFreeTimes({ cache: 'no-store' });

    expect(stub.calls.map((call) => [call.method, call.url, call.init?.cache])).toEqual([
      ['GET', `${BASE}/api/availability/next-free-times`, 'no-store'],
    ]);
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull();
    expect(result).toEqual(nextFreeTimes);
  });
});

describe('getWeeklyHours', () => {
  it('GETs /api/availability/weekly-hours for one doctor, by document id or public id, with no locale and no token', async () => {
    const weekly = {
      doctor: DOCTOR,
      timeZone: 'Africa/Cairo' as const,
      hours: [
        { branch: BRANCH, weekday: 'saturday' as const, startTime: '12:00', endTime: '15:00', mode: 'fcfs' as const },
      ],
    };
    const stub = createFetchStub(() => jsonResponse({ data: weekly }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, defaultLocale: 'ar' });

    expect(await cms.getWeeklyHours(DOCTOR)).toEqual(weekly);
    expect(await cms.getWeeklyHours(7)).toEqual(weekly);
    expect(stub.calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', `${BASE}/api/availability/weekly-hours?doctor=${DOCTOR}`],
      ['GET', `${BASE}/api/availability/weekly-hours?doctor=7`],
    ]);
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('getAvailability', () => {
  it('GETs /api/availability with doctor, branch, from and days, returning data only', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: availability }));
    // The default locale must not leak in: availability is not localized.
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, defaultLocale: 'ar' });

    const result = await cms.getAvailability({ doctor: DOCTOR, branch: BRANCH, from: '2026-11-24', days: 14 });

    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.method).toBe('GET');
    expect(stub.calls[0]?.url).toBe(
      `${BASE}/api/availability?doctor=${DOCTOR}&branch=${BRANCH}&from=2026-11-24&days=14`,
    );
    expect(stub.calls[0]?.body).toBeUndefined();
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull();
    expect(result).toEqual(availability);
    expectTypeOf(result).toEqualTypeOf<Availability>();
  });

  it('leaves out from and days when not given and keeps a fixed parameter order', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: availability }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.getAvailability({ branch: BRANCH, doctor: DOCTOR });
    await cms.getAvailability({ days: 3, branch: BRANCH, doctor: DOCTOR });

    expect(stub.calls.map((call) => call.url)).toEqual([
      `${BASE}/api/availability?doctor=${DOCTOR}&branch=${BRANCH}`,
      `${BASE}/api/availability?doctor=${DOCTOR}&branch=${BRANCH}&days=3`,
    ]);
  });

  it('passes fetch options through, such as no-store', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: availability }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.getAvailability({ doctor: DOCTOR, branch: BRANCH }, { cache: 'no-store' });

    expect(stub.calls[0]?.init.cache).toBe('no-store');
  });
});

describe('book', () => {
  it('POSTs multipart with the request as the JSON data field and both card files', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: booking }, 201));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.book(bookingRequest, { cardFront, cardBack, idempotencyKey: 'submit_01J9Z-abc' });

    const call = stub.calls[0];
    expect(stub.calls).toHaveLength(1);
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe(`${BASE}/api/appointments/book`);
    expect(call?.body).toBeUndefined();
    expect([...(call?.form?.keys() ?? [])]).toEqual(['data', 'cardFront', 'cardBack']);
    expect(JSON.parse(String(call?.form?.get('data')))).toEqual(bookingRequest);
    expect(call?.headers.get('content-type')).toBeNull();
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('idempotency-key')).toBe('submit_01J9Z-abc');
  });

  it('goes on the wire as multipart/form-data with a boundary, files and Arabic text intact', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: booking }, 201));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.book(bookingRequest, { cardFront, cardBack });

    // Encode the call as the real fetch would, then parse it back as the CMS does.
    const sent = new Request(stub.calls[0]?.url ?? '', stub.calls[0]?.init);
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const received = await sent.formData();
    expect(JSON.parse(String(received.get('data')))).toEqual(bookingRequest);
    const front = received.get('cardFront');
    const back = received.get('cardBack');
    expect(front).toBeInstanceOf(File);
    expect(back).toBeInstanceOf(File);
    expect((front as File).name).toBe('front.jpg');
    expect((front as File).type).toBe('image/jpeg');
    expect([...new Uint8Array(await (front as File).arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect((back as File).type).toBe('image/png');
    expect([...new Uint8Array(await (back as File).arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('sends only the data field and no Idempotency-Key when none are given', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: booking }, 201));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });
    const cash: BookingRequest = { ...bookingRequest, patient: { ...bookingRequest.patient, contractType: 'cash' } };

    await cms.book(cash);
    await cms.book(cash, { cardFront: null, cardBack: null });

    for (const call of stub.calls) {
      expect([...(call.form?.keys() ?? [])]).toEqual(['data']);
      expect(call.headers.has('idempotency-key')).toBe(false);
      expect(call.headers.get('content-type')).toBeNull();
    }
  });

  it('drops a caller Content-Type, keeps other caller headers and sends the Bearer token', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: booking }, 201));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch }).withToken('jwt-desk');

    await cms.book(
      bookingRequest,
      { idempotencyKey: 'key-12345' },
      { headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1', 'Idempotency-Key': 'stale-key' } },
    );

    const headers = stub.calls[0]?.headers;
    expect(headers?.get('content-type')).toBeNull();
    expect(headers?.get('x-request-id')).toBe('r-1');
    expect(headers?.get('idempotency-key')).toBe('key-12345');
    expect(headers?.get('authorization')).toBe('Bearer jwt-desk');
  });

  it('returns the booking of a 201', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: booking }, 201));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.book(bookingRequest, { cardFront, cardBack });

    expect(result).toEqual(booking);
    expectTypeOf(result).toEqualTypeOf<BookedAppointment>();
  });

  it('leaves JSON calls as they were', async () => {
    const stub = createFetchStub(() => jsonResponse({ ok: true }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.forgotPassword({ email: 'desk@clinic.test', locale: 'ar' });

    expect(stub.calls[0]?.form).toBeUndefined();
    expect(stub.calls[0]?.init.body).toBe('{"email":"desk@clinic.test","locale":"ar"}');
    expect(stub.calls[0]?.headers.get('content-type')).toBe('application/json');
  });
});

describe('the manage link', () => {
  const { manageToken: token, ...managed } = booking;
  const view: ManagedBooking = {
    booking: managed,
    patient: { firstName: 'منى', phone: '•••• ••• ••67', email: 'm•••@example.com' },
    branchContact: { phone: '+20222222222', whatsapp: null },
    change: { refusal: null, locked: false, cutoffHours: 3 },
    messagesStopped: false,
    phoneChannel: 'whatsapp',
    earlier: { canWait: true, waiting: null },
    queue: null,
  };

  it.each([
    ['open', '/manage-booking/open', { token }],
    ['cancel', '/manage-booking/cancel', { token, phoneDigits: '4567' }],
    [
      'reschedule',
      '/manage-booking/reschedule',
      { token, phoneDigits: '4567', from: booking.start, start: booking.end },
    ],
    ['messages', '/manage-booking/messages', { token, stopped: true }],
  ] as const)('%s POSTs the token in the JSON body, never in the address', async (action, path, data) => {
    const stub = createFetchStub(() => jsonResponse({ data: view }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });
    const result =
      action === 'open'
        ? await cms.openManagedBooking(token)
        : action === 'cancel'
          ? await cms.cancelManagedBooking({ token, phoneDigits: '4567' })
          : action === 'messages'
            ? await cms.setManagedBookingMessages({ token, stopped: true })
            : await cms.rescheduleManagedBooking({
                token,
                phoneDigits: '4567',
                from: booking.start,
                start: booking.end,
              });
    expect(result).toEqual(view);
    const [call] = stub.calls;
    expect([call?.method, call?.url]).toEqual(['POST', `${BASE}/api${path}`]);
    expect(call?.url).not.toContain(token);
    expect(call?.body).toEqual({ data });
  });
});
