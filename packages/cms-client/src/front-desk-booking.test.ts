import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { isCmsError } from './errors';
import { createFetchStub, jsonResponse } from './test-support';

const BASE = 'http://cms.test';

// The front desk's booking: a doctor's day of openings, the patients under a phone, and the booking itself.

/** A caller who pays cash and takes SMS on their mobile. */
const SMS_CALLER = { phoneChannel: 'sms', contractType: 'cash' } as const;

describe('the front desk booking', () => {
  it('books for a caller as { data: booking } and reports a taken place with the next free times', async () => {
    const booking = {
      doctor: 'd1',
      branch: 'b1',
      start: '2026-12-01T10:00:00+02:00',
      source: 'phone' as const,
      locale: 'ar' as const,
      patient: { firstName: 'Hala', lastName: 'Said', phone: '+201001234567', age: 41, ...SMS_CALLER },
      consent: { givenVerbally: true as const, policyVersion: '1' },
    };
    const nextOpenings = [
      { start: '2026-12-01T10:30:00+02:00', end: '2026-12-01T10:45:00+02:00', mode: 'slots', remaining: 1 },
    ];
    let answer = jsonResponse({ data: { documentId: 'doc1', bookingNumber: 'NE-1', arrival: null } }, 201);
    const { fetch, calls } = createFetchStub(() => answer);
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    await expect(client.createAppointment(booking)).resolves.toEqual({
      documentId: 'doc1',
      bookingNumber: 'NE-1',
      arrival: null,
    });
    expect([calls[0]?.method, new URL(calls[0]?.url ?? '').pathname]).toEqual(['POST', '/api/staff/appointments']);
    expect(calls[0]?.body).toEqual({ data: booking });

    answer = jsonResponse(
      {
        data: null,
        error: { status: 409, name: 'ConflictError', message: 'taken', details: { code: 'SLOT_FULL', nextOpenings } },
      },
      409,
    );
    const refusal = await client.createAppointment(booking).catch((error: unknown) => error);
    expect(isCmsError(refusal) && [refusal.status, refusal.details.code, refusal.details.nextOpenings]).toEqual([
      409,
      'SLOT_FULL',
      nextOpenings,
    ]);
  });

  it('reads a day of staff openings and the patients under a phone, with their queries', async () => {
    const hala = {
      firstName: 'Hala',
      lastName: 'Said',
      age: 41,
      email: null,
      contractType: 'cash',
      locale: 'ar',
      lastBookedAt: '2026-11-20T08:00:00.000Z',
    };
    const { fetch, calls } = createFetchStub((call) =>
      jsonResponse({ data: call.url.includes('/patients') ? [hala] : { date: '2026-12-01', openings: [] } }),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    await expect(client.getStaffAvailability({ doctor: 'd1', branch: 'b1', date: '2026-12-01' })).resolves.toEqual({
      date: '2026-12-01',
      openings: [],
    });
    await expect(client.findPatientsByPhone('+201001234567')).resolves.toEqual([hala]);
    const [availability, patients] = calls.map((call) => new URL(call.url));
    expect([availability?.pathname, Object.fromEntries(availability?.searchParams ?? [])]).toEqual([
      '/api/staff/availability',
      { doctor: 'd1', branch: 'b1', date: '2026-12-01' },
    ]);
    expect([patients?.pathname, patients?.searchParams.get('phone')]).toEqual(['/api/staff/patients', '+201001234567']);
  });
});
