import { describe, expect, it, vi } from 'vitest';
import { CMS_AWAY_ANSWER, answerWhileCmsAway, stubCmsFetch } from '@/test-support/cms-fetch';
import { GET } from './route';

// The route reaches the CMS through the visitor client, a server-only module; this test is the server.
vi.mock('server-only', () => ({}));

const ask = (branch: string) =>
  GET(new Request(`http://web.test/api/waiting-room/${branch}`), { params: Promise.resolve({ branch }) });

/** The error shapes only; what a real CMS answers is the integration and e2e tests' part. */
describe('GET /api/waiting-room/:branch', () => {
  const cms = stubCmsFetch();

  it('asks the CMS for the branch by public id and passes its answer on, never kept', async () => {
    const screen = { branch: { en: 'Dokki', ar: 'الدقي' }, madeAt: '2026-12-10T16:00:00.000Z', doctors: [] };
    cms.mockResolvedValue(Response.json({ data: screen }));
    const response = await ask('2');
    expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(await response.json()).toEqual({ ok: true, value: screen });
    expect(new URL(String(cms.mock.calls[0]?.[0])).pathname).toBe('/api/waiting-rooms/2');
  });

  it('answers 404 for an address that is no public id, without asking the CMS', async () => {
    for (const branch of ['0', '02', 'abc', '2-dokki', '12345678901']) {
      const response = await ask(branch);
      expect([response.status, await response.json()]).toEqual([404, { ok: false, code: 'NOT_FOUND' }]);
    }
    expect(cms).not.toHaveBeenCalled();
  });

  it('a CMS that cannot be reached: 503 SERVICE_UNAVAILABLE, logged without details', async () => {
    expect(await answerWhileCmsAway(cms, () => ask('2'))).toEqual(CMS_AWAY_ANSWER);
    expect(console.error).toHaveBeenCalledWith('[waiting room] screen failed: SERVICE_UNAVAILABLE');
  });
});
