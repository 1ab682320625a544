import { describe, expect, it, vi } from 'vitest';
import { CMS_AWAY_ANSWER, answerWhileCmsAway, stubCmsFetch } from '@/test-support/cms-fetch';
import { GET } from './route';

// The route reaches the CMS through the visitor client, a server-only module; this test is the server.
vi.mock('server-only', () => ({}));

/** The error shapes only; what a real CMS answers is the e2e doctors list's part. */
describe('GET /api/next-free-times', () => {
  const cms = stubCmsFetch();

  it('asks the CMS once for every doctor and passes its answer on, never kept', async () => {
    const times = { madeAt: '2026-11-24T08:00:00.000Z', times: [] };
    cms.mockResolvedValue(Response.json({ data: times }));
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, value: times });
    expect(cms).toHaveBeenCalledTimes(1);
    expect(new URL(String(cms.mock.calls[0]?.[0])).pathname).toBe('/api/availability/next-free-times');
  });

  it('a CMS that cannot be reached: 503 SERVICE_UNAVAILABLE, logged without details', async () => {
    expect(await answerWhileCmsAway(cms, GET)).toEqual(CMS_AWAY_ANSWER);
    expect(console.error).toHaveBeenCalledWith('[doctors] next free times failed: SERVICE_UNAVAILABLE');
  });
});
