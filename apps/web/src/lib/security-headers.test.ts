import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, isPerRequestPath } from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('buildContentSecurityPolicy', () => {
  it('allows only nonced scripts, and what they load, on per-request pages', () => {
    const policy = directives(buildContentSecurityPolicy({ nonce: 'abc123', isProduction: true, isHttps: false }));
    expect(policy['script-src']).toEqual([`'self'`, `'nonce-abc123'`, `'strict-dynamic'`]);
  });

  it('allows inline scripts on cached pages, and never eval in production', () => {
    const policy = buildContentSecurityPolicy({ nonce: null, isProduction: true, isHttps: false });
    expect(directives(policy)['script-src']).toEqual([`'self'`, `'unsafe-inline'`]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('keeps the rest strict in both forms', () => {
    for (const nonce of [null, 'n']) {
      const policy = directives(buildContentSecurityPolicy({ nonce, isProduction: true, isHttps: true }));
      expect(policy['object-src']).toEqual([`'none'`]);
      expect(policy['base-uri']).toEqual([`'none'`]);
      expect(policy['frame-ancestors']).toEqual([`'none'`]);
      expect(policy['form-action']).toEqual([`'self'`]);
      expect(policy['default-src']).toEqual([`'self'`]);
      expect(policy).toHaveProperty('upgrade-insecure-requests');
    }
  });

  it('lets a preview be framed by the CMS’s origin alone, and keeps the rest of its policy', () => {
    const policy = directives(
      buildContentSecurityPolicy({ nonce: null, isProduction: true, isHttps: true, framedBy: 'https://cms.example' }),
    );
    expect(policy['frame-ancestors']).toEqual(['https://cms.example']);
    expect(policy['script-src']).toEqual([`'self'`, `'unsafe-inline'`]);
    expect(policy['object-src']).toEqual([`'none'`]);
  });

  it('lets next dev evaluate code, and only it', () => {
    expect(buildContentSecurityPolicy({ nonce: null, isProduction: false, isHttps: false })).toContain(`'unsafe-eval'`);
  });
});

describe('isPerRequestPath', () => {
  it.each([
    ['/en/admin', true],
    ['/ar/admin/appointments/abc', true],
    ['/en/admin/login', true],
    ['/en/administration', false],
    ['/en', false],
    ['/ar/booking', false],
    ['/ar/booking-old', true],
    ['/en/booking-older', false],
    ['/en/doctor/1-admin', false],
  ])('%s → %s', (path, expected) => {
    expect(isPerRequestPath(path)).toBe(expected);
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
