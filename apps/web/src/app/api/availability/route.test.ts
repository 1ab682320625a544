import { describe, expect, it, vi } from 'vitest';
import { CMS_AWAY_ANSWER, answerWhileCmsAway, stubCmsFetch } from '@/test-support/cms-fetch';
import { GET } from './route';

// The route reaches the CMS through the visitor client, a server-only module; this test is the server.
vi.mock('server-only', () => ({}));

const DOCTOR = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const BRANCH = 'z9y8x7w6v5u4t3s2r1q0p9o8';

const ask = (query: string) => GET(new Request(`http://127.0.0.1/api/availability?${query}`));

/** The error shapes only; what a real CMS answers is the e2e booking tests' part. */
describe('GET /api/availability', () => {
  const cms = stubCmsFetch();

  it.each([
    ['no doctor', `branch=${BRANCH}&days=14`],
    ['a doctor id with a path in it', `doctor=..%2Fusers&branch=${BRANCH}&days=14`],
    ['too many days', `doctor=${DOCTOR}&branch=${BRANCH}&days=400`],
    ['days that are not a number', `doctor=${DOCTOR}&branch=${BRANCH}&days=two`],
  ])('%s: 400 VALIDATION_FAILED, and the CMS is never asked', async (_case, query) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, code: 'VALIDATION_FAILED' });
    expect(cms).not.toHaveBeenCalled();
  });

  it('asks the CMS for exactly the doctor, branch and days asked, and passes its answer on, never kept', async () => {
    const availability = { doctor: DOCTOR, branch: BRANCH, timeZone: 'Africa/Cairo', days: [] };
    cms.mockResolvedValue(Response.json({ data: availability }));
    const response = await ask(`doctor=${DOCTOR}&branch=${BRANCH}&days=14`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, value: availability });
    const asked = new URL(String(cms.mock.calls[0]?.[0]));
    expect([asked.pathname, asked.searchParams.get('doctor'), asked.searchParams.get('days')]).toEqual([
      '/api/availability',
      DOCTOR,
      '14',
    ]);
  });

  it('a CMS that cannot be reached: 503 SERVICE_UNAVAILABLE, logged without details', async () => {
    expect(await answerWhileCmsAway(cms, () => ask(`doctor=${DOCTOR}&branch=${BRANCH}&days=14`))).toEqual(
      CMS_AWAY_ANSWER,
    );
    expect(console.error).toHaveBeenCalledWith('[booking] availability failed: SERVICE_UNAVAILABLE');
  });

  it('an unknown doctor in the CMS: 404 NOT_FOUND', async () => {
    cms.mockResolvedValue(
      Response.json(
        { data: null, error: { status: 404, name: 'NotFoundError', message: 'Doctor not found', details: {} } },
        { status: 404 },
      ),
    );
    const response = await ask(`doctor=${DOCTOR}&branch=${BRANCH}&days=14`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
