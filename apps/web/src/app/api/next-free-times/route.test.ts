import { describe, expect, it, vi } from 'vitest';
import { CMS_AWAY_HANDED_ON, answerWhileCmsAway, stubCmsFetch } from '@/test-support/cms-fetch';
import { GET } from './route';

// The route reads the server's settings, a server-only module; this test is the server.
vi.mock('server-only', () => ({}));

/** The hand-on only; what a real CMS answers is the e2e doctors list's part. */
describe('GET /api/next-free-times', () => {
  const cms = stubCmsFetch();

  it('asks the CMS once for every doctor and hands its answer on as it is, never kept', async () => {
    const times = { madeAt: '2026-11-24T08:00:00.000Z', times: [] };
    cms.mockResolvedValue(Response.json({ data: times }));
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ data: times });
    expect(cms).toHaveBeenCalledTimes(1);
    expect(new URL(String(cms.mock.calls[0]?.[0])).pathname).toBe('/api/availability/next-free-times');
  });

  it('a CMS that cannot be reached: 503 SERVICE_UNAVAILABLE in the CMS’s shape, logged without details', async () => {
    expect(await answerWhileCmsAway(cms, GET)).toEqual(CMS_AWAY_HANDED_ON);
    expect(console.error).toHaveBeenCalledWith('[doctors] next free times failed: SERVICE_UNAVAILABLE');
  });
});
