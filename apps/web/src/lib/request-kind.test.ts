import { describe, expect, it } from 'vitest';
import { classifyRequest } from './request-kind';

describe('classifyRequest', () => {
  it.each([
    ['GET', '/en', false, { kind: 'page', section: 'home' }],
    ['GET', '/ar/', false, { kind: 'page', section: 'home' }],
    ['GET', '/ar/doctor/k2x9?branch=1', false, { kind: 'page', section: 'doctor' }],
    ['GET', '/en/admin/appointments/abc', false, { kind: 'page', section: 'admin' }],
    ['GET', '/en/no-such-page', false, { kind: 'page', section: 'other' }],
    ['POST', '/en/booking', true, { kind: 'action', section: '' }],
    ['POST', '/en/booking', false, { kind: 'page', section: 'booking' }],
    ['GET', '/_next/static/chunks/app.js', false, { kind: 'static', section: '' }],
    ['GET', '/_next/image?url=%2Fuploads%2Fa.jpg&w=640', false, { kind: 'image', section: '' }],
    ['GET', '/fonts/inter-400.woff2', false, { kind: 'static', section: '' }],
    ['GET', '/icon.svg', false, { kind: 'static', section: '' }],
    ['GET', '/api/availability?doctor=x', false, { kind: 'api', section: 'availability' }],
    ['GET', '/api/anything-else', false, { kind: 'api', section: 'other' }],
    ['GET', '/wp-login.php', false, { kind: 'other', section: '' }],
  ])('%s %s is %j', (method, url, headers, expected) => {
    expect(classifyRequest(method, url, headers)).toEqual(expected);
  });

  it('never labels with a path of its own: a thousand unknown pages make one label', () => {
    const labels = new Set(
      Array.from({ length: 1000 }, (_, index) => JSON.stringify(classifyRequest('GET', `/en/x${index}/y`, false))),
    );
    expect(labels.size).toBe(1);
  });
});
