import { describe, expect, it, vi } from 'vitest';
import { CMS_AWAY_HANDED_ON, answerWhileCmsAway, stubCmsFetch } from '@/test-support/cms-fetch';
import { GET } from './route';

// The route reads the server's settings, a server-only module; this test is the server.
vi.mock('server-only', () => ({}));

const DOCTOR = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const BRANCH = 'z9y8x7w6v5u4t3s2r1q0p9o8';

const ask = (query: string) => GET(new Request(`http://127.0.0.1/api/availability?${query}`));

/** The hand-on only; what a real CMS answers, and that nginx answers the same, is the e2e suite's part. */
describe('GET /api/availability', () => {
  const cms = stubCmsFetch();

  it('asks the CMS with the query as sent and hands its answer on as it is, never kept', async () => {
    const availability = { doctor: DOCTOR, branch: BRANCH, timeZone: 'Africa/Cairo', days: [] };
    cms.mockResolvedValue(Response.json({ data: availability }, { headers: { 'x-powered-by': 'Strapi' } }));
    const response = await ask(`doctor=${DOCTOR}&branch=${BRANCH}&days=14`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(await response.json()).toEqual({ data: availability });
    const asked = new URL(String(cms.mock.calls[0]?.[0]));
    expect([asked.pathname, asked.search]).toEqual(['/api/availability', `?doctor=${DOCTOR}&branch=${BRANCH}&days=14`]);
    expect(cms.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('a query the CMS refuses, or a doctor it does not know: its status and its answer, code included', async () => {
    const refusal = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid', details: { code: 'VALIDATION_FAILED' } },
    };
    cms.mockResolvedValue(Response.json(refusal, { status: 400 }));
    const refused = await ask(`doctor=..%2Fusers&branch=${BRANCH}&days=400`);
    expect([refused.status, await refused.json()]).toEqual([400, refusal]);
    expect(new URL(String(cms.mock.calls[0]?.[0])).search).toBe(`?doctor=..%2Fusers&branch=${BRANCH}&days=400`);

    const unknown = {
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Doctor not found', details: {} },
    };
    cms.mockResolvedValue(Response.json(unknown, { status: 404 }));
    const answer = await ask(`doctor=${DOCTOR}&branch=${BRANCH}&days=14`);
    expect([answer.status, answer.headers.get('cache-control'), await answer.json()]).toEqual([
      404,
      'no-store',
      unknown,
    ]);
  });

  it('a CMS that cannot be reached: 503 SERVICE_UNAVAILABLE in the CMS’s shape, logged without details', async () => {
    expect(await answerWhileCmsAway(cms, () => ask(`doctor=${DOCTOR}&branch=${BRANCH}&days=14`))).toEqual(
      CMS_AWAY_HANDED_ON,
    );
    expect(console.error).toHaveBeenCalledWith('[booking] availability failed: SERVICE_UNAVAILABLE');
  });
});
