import { describe, expect, it } from 'vitest';
import { readCmsAnswer } from './cms-answer';

const cmsFailure = (status: number, details: Record<string, unknown>) =>
  Response.json({ data: null, error: { status, name: 'Error', message: 'no', details } }, { status });

/** The shapes a screen may meet; the real CMS's answers, through nginx and the web server, are the e2e suite's. */
describe('readCmsAnswer', () => {
  it('an answer with data: its data', async () => {
    const availability = { doctor: 'd', branch: 'b', timeZone: 'Africa/Cairo', days: [] };
    await expect(readCmsAnswer(Promise.resolve(Response.json({ data: availability })))).resolves.toEqual({
      ok: true,
      value: availability,
    });
  });

  it('a failure: the code the CMS named, else its status’s', async () => {
    await expect(readCmsAnswer(Promise.resolve(cmsFailure(400, { code: 'VALIDATION_FAILED' })))).resolves.toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
    await expect(readCmsAnswer(Promise.resolve(cmsFailure(404, {})))).resolves.toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    await expect(readCmsAnswer(Promise.resolve(cmsFailure(429, { code: 'not ours' })))).resolves.toEqual({
      ok: false,
      code: 'RATE_LIMITED',
    });
  });

  it('no answer, or one that is not the CMS’s (a proxy’s error page, a 200 without data): SERVICE_UNAVAILABLE or its status’s', async () => {
    await expect(readCmsAnswer(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      ok: false,
      code: 'SERVICE_UNAVAILABLE',
    });
    const proxyPage = new Response('<h1>502 Bad Gateway</h1>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
    await expect(readCmsAnswer(Promise.resolve(proxyPage))).resolves.toEqual({
      ok: false,
      code: 'SERVICE_UNAVAILABLE',
    });
    await expect(readCmsAnswer(Promise.resolve(Response.json({ data: null })))).resolves.toEqual({
      ok: false,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
