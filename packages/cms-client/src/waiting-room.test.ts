import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { createFetchStub, jsonResponse } from './test-support';

const BASE = 'http://cms.test';

const screen = {
  branch: { en: 'Mohandessin', ar: 'المهندسين' },
  madeAt: '2026-12-10T16:00:00.000Z',
  doctors: [
    {
      name: { en: 'Dr. Mona Adel', ar: 'د. منى عادل' },
      seeing: { queueNumber: 4, bookedAt: null },
      next: [{ queueNumber: null, bookedAt: '2026-12-10T16:30:00.000Z' }],
      waiting: 1,
      pause: null,
    },
  ],
};

describe('getWaitingRoomScreen', () => {
  it('GETs /api/waiting-rooms/:branch with no token, and keeps nothing but numbers and times of a visit', async () => {
    const leaked = {
      ...screen,
      doctors: [{ ...screen.doctors[0], next: [{ queueNumber: 5, bookedAt: null, firstName: 'Amal' }] }],
    };
    const stub = createFetchStub(() => jsonResponse({ data: leaked }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const answer = await cms.getWaitingRoomScreen(3, { cache: 'no-store' });

    expect(stub.calls.map((call) => [call.method, call.url, call.init?.cache])).toEqual([
      ['GET', `${BASE}/api/waiting-rooms/3`, 'no-store'],
    ]);
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull();
    expect(answer.doctors[0]?.next).toEqual([{ queueNumber: 5, bookedAt: null }]);
    expect(JSON.stringify(answer)).not.toContain('Amal');
  });
});
