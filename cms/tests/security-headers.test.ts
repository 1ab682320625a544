import { beforeAll, expect, inject, it } from 'vitest';
import { describeOnce } from './support/database-passes';

/** What a browser would see of the CMS: the public API, a private route refused, a missing route. */
const PATHS = ['/api/doctors?locale=en', '/api/appointments', '/api/nothing-here', '/_health'];

describeOnce('[SECURITY]: CMS response headers and CORS', () => {
  let cmsUrl: string;

  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  it('sends the protective headers on every kind of answer', async () => {
    for (const path of PATHS) {
      const response = await fetch(`${cmsUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect([path, response.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect([path, response.headers.get('x-frame-options')]).toEqual([path, 'DENY']);
      expect([path, response.headers.get('referrer-policy')]).toEqual([path, 'strict-origin-when-cross-origin']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-eval');
      // Naming the software only helps someone looking for a known hole in it.
      expect([path, response.headers.get('x-powered-by')]).toEqual([path, null]);
    }
  });

  it('answers CORS for the web app only', async () => {
    const preflight = (origin: string) =>
      fetch(`${cmsUrl}/api/doctors`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('http://127.0.0.1:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000.evil.example', 'null']) {
      const refused = await preflight(origin);
      expect([origin, refused.headers.get('access-control-allow-origin')]).not.toEqual([origin, origin]);
      expect(refused.headers.get('access-control-allow-origin')).not.toBe('*');
      const read = await fetch(`${cmsUrl}/api/doctors`, { headers: { origin } });
      expect(read.headers.get('access-control-allow-origin')).not.toBe(origin);
    }
  });
});
