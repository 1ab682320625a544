import { beforeAll, describe, expect, inject, it } from 'vitest';

/** Bodies no parser can read: a multipart stream cut short, a boundary that never comes, broken JSON. */
const BROKEN_BODIES = [
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  { type: 'multipart/form-data; boundary=x', body: 'no boundary at all' },
  { type: 'multipart/form-data', body: '--x\r\n\r\n' },
  { type: 'application/json', body: '{"data":' },
];

const ROUTES = [
  '/api/appointments/book',
  '/api/contact-messages/send',
  '/api/auth/local',
  '/api/auth/forgot-password',
  '/api/manage-booking/messages',
  '/api/sms/reports',
  '/api/sms/replies',
];

describe('[SECURITY]: unreadable request bodies', () => {
  let cmsUrl: string;

  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  it('are answered 400 without internals on every public write route', async () => {
    for (const route of ROUTES) {
      for (const { type, body } of BROKEN_BODIES) {
        const response = await fetch(`${cmsUrl}${route}`, { method: 'POST', headers: { 'content-type': type }, body });
        const text = await response.text();
        const label = `${route} ${type} ${JSON.stringify(body)}`;
        expect([label, response.status]).toEqual([label, 400]);
        expect([label, /\n\s+at |node_modules|\/tmp\/|stack/i.test(text)]).toEqual([label, false]);
      }
    }
  });
});
