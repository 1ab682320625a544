import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { isCmsError } from './errors';
import { createFetchStub, errorResponse, jsonResponse } from './test-support';

const BASE = 'http://cms.test';

const entry = {
  key: '0123456789abcdef0123456789abcdef',
  doctor: 'doctor-a',
  branch: null,
  fromDate: '2026-12-10',
  toDate: '2026-12-12',
  dayParts: ['morning'],
  patient: { firstName: 'Mona', lastName: 'Adel', phone: '+201012345678', age: 40 },
  locale: 'ar',
  source: 'staff',
  addedBy: 'reception@nileent.example',
  joinedAt: '2026-12-01T08:00:00.000Z',
  state: 'open',
  closedAt: null,
  closedReason: null,
  offers: [],
};

describe('waiting list api', () => {
  it('lists, adds, removes, takes and declines, each on its route', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/staff/waiting-list': { data: [entry] },
      'POST /api/staff/waiting-list': { data: { key: entry.key } },
      'POST /api/staff/waiting-list/offers/7/take': { data: { documentId: 'visit-1', bookingNumber: 'ENT-0000-0001' } },
    };
    const { fetch, calls } = createFetchStub((call) => {
      const answer = answers[`${call.method} ${new URL(call.url).pathname}`];
      return answer ? jsonResponse(answer) : new Response(null, { status: 204 });
    });
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    expect(await client.listWaitingEntries({ doctor: 'doctor-a', branch: 'branch-1' })).toEqual([entry]);
    expect(
      await client.addWaitingEntry({
        doctor: 'doctor-a',
        branch: null,
        fromDate: '2026-12-10',
        toDate: '2026-12-12',
        dayParts: ['morning'],
        locale: 'ar',
        patient: { firstName: 'Mona', lastName: 'Adel', phone: '01012345678', age: 40, contractType: 'cash' },
        consent: { givenVerbally: true, policyVersion: '2026-12-02' },
      }),
    ).toEqual({ key: entry.key });
    await client.removeWaitingEntry(entry.key, { reason: 'Found another time' });
    expect(await client.takeWaitingOffer(7)).toEqual({ documentId: 'visit-1', bookingNumber: 'ENT-0000-0001' });
    await client.declineWaitingOffer(8);
    expect(
      calls.map((call) => {
        const url = new URL(call.url);
        return [call.method, url.pathname, Object.fromEntries(url.searchParams)];
      }),
    ).toEqual([
      ['GET', '/api/staff/waiting-list', { doctor: 'doctor-a', branch: 'branch-1' }],
      ['POST', '/api/staff/waiting-list', {}],
      ['POST', `/api/staff/waiting-list/${entry.key}/remove`, {}],
      ['POST', '/api/staff/waiting-list/offers/7/take', {}],
      ['POST', '/api/staff/waiting-list/offers/8/decline', {}],
    ]);
    expect(calls[2]?.body).toEqual({ data: { reason: 'Found another time' } });
  });

  it('rejects an offer no longer live with the CMS’s conflict and what the offer became', async () => {
    const { fetch } = createFetchStub(() =>
      errorResponse(409, 'ConflictError', 'This offer is no longer open', { code: 'CONFLICT', current: 'expired' }),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'staff-jwt', fetch });
    const failure = await client.takeWaitingOffer(7).catch((error: unknown) => error);
    expect(isCmsError(failure) && [failure.status, failure.details]).toEqual([
      409,
      { code: 'CONFLICT', current: 'expired' },
    ]);
  });
});
