import { createCmsClient } from '@clinic/cms-client';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_ACCOUNTS } from '@clinic/tools/cms-test-server';

/** Private collections and listings an anonymous visitor must never read, by any route. */
const PRIVATE_PATHS = [
  '/api/appointments',
  '/api/appointments?populate=*',
  '/api/appointments?filters[email][$contains]=@',
  '/api/appointments?filters[branch][documentId][$notNull]=true&sort=phone:asc',
  '/api/contact-messages',
  '/api/contact-messages?fields[0]=email',
  '/api/users',
  '/api/users/1',
  '/api/users?populate=*',
  '/api/users/me',
  '/api/upload/files',
  '/api/upload/files/1',
  '/api/users-permissions/roles',
];

/** The staff area's own routes: a staff token reads them (inside its role), an anonymous visitor never. */
const STAFF_PATHS = [
  '/api/staff/me',
  '/api/staff/appointments',
  '/api/staff/appointments/export',
  '/api/staff/calls',
  '/api/staff/messages',
  '/api/staff/access-log',
  '/api/staff/deliveries',
  '/api/staff/statistics',
  '/api/staff/accounts',
  '/api/staff/patient-data?phone=01012345678',
  '/api/staff/waiting-list?doctor=abcdefghijklmnopqrstuvwx',
  '/api/doctor/today',
];

describe('private data', () => {
  let cmsUrl: string;
  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  it.each([...PRIVATE_PATHS, ...STAFF_PATHS])('refuses an anonymous GET %s with 401 or 403', async (path) => {
    const response = await fetch(`${cmsUrl}${path}`);
    expect([401, 403]).toContain(response.status);
    const body = (await response.json()) as { data: unknown; error: { status: number } };
    expect(body.data).toBeNull();
    expect(body.error.status).toBe(response.status);
  });

  it.each([
    '/api/patient-messages',
    '/api/patient-messages/1',
    '/api/booking-manage-tokens',
    '/api/booking-manage-locks',
    '/api/manage-booking/open',
    '/api/manage-booking/cancel',
    '/api/manage-booking/messages',
    '/api/message-stops',
    '/api/sms/reports',
    '/api/sms/replies',
  ])('has no route that reads the outbox, the manage links or the stops: GET %s is 404 or 405', async (path) => {
    const response = await fetch(`${cmsUrl}${path}`);
    expect([404, 405]).toContain(response.status);
    expect(await response.text()).not.toMatch(/recipient|token_hash|body_text/);
  });

  it('refuses anonymous writes to appointments and contact messages', async () => {
    for (const collection of ['appointments', 'contact-messages']) {
      const response = await fetch(`${cmsUrl}/api/${collection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { name: 'x' } }),
      });
      expect([401, 403], collection).toContain(response.status);
    }
  });

  it('keeps registration closed', async () => {
    const registered = await fetch(`${cmsUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruder', email: 'intruder@example.com', password: 'Intruder-Password-1' }),
    });
    expect(registered.status).toBeGreaterThanOrEqual(400);
    const signIn = createCmsClient({ baseUrl: cmsUrl }).login({
      email: 'intruder@example.com',
      password: 'Intruder-Password-1',
    });
    await expect(signIn).rejects.toMatchObject({ status: 400, name: 'ValidationError' });
  });

  it('keeps provider sign-in off: no provider is configured, so none redirects anywhere', async () => {
    for (const provider of ['google', 'facebook', 'github', 'microsoft', 'auth0']) {
      const response = await fetch(`${cmsUrl}/api/connect/${provider}`, { redirect: 'manual' });
      expect([provider, response.status >= 400 && response.status < 500]).toEqual([provider, true]);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it.each(['staff', 'receptionist'] as const)(
    'lets the seeded %s account sign in and read appointments through the staff routes only',
    async (account) => {
      const anonymous = createCmsClient({ baseUrl: cmsUrl });
      const { jwt } = await anonymous.login(TEST_ACCOUNTS[account]);
      const staff = anonymous.withToken(jwt);
      const profile = await staff.getStaffProfile();
      expect(profile.email).toBe(TEST_ACCOUNTS[account].email);
      expect(profile.role).toBe(account === 'staff' ? 'manager' : 'receptionist');
      await expect(staff.listAppointments({})).resolves.toMatchObject({ data: expect.any(Array) });
      await expect(staff.listMessages({})).resolves.toMatchObject({ data: expect.any(Array) });
      for (const path of [...PRIVATE_PATHS.filter((privatePath) => privatePath !== '/api/users/me')]) {
        const response = await fetch(`${cmsUrl}${path}`, { headers: { authorization: `Bearer ${jwt}` } });
        expect([account, path, response.status]).toEqual([account, path, 403]);
      }
      await expect(anonymous.find('appointments')).rejects.toMatchObject({ status: 403, name: 'ForbiddenError' });
    },
  );

  it('answers a wrong password with a ValidationError and no token', async () => {
    const client = createCmsClient({ baseUrl: cmsUrl });
    await expect(
      client.login({ email: TEST_ACCOUNTS.staff.email, password: 'not-the-password' }),
    ).rejects.toMatchObject({ status: 400, name: 'ValidationError', message: 'Invalid identifier or password' });
  });

  it('refuses a forged token', async () => {
    const forged = createCmsClient({ baseUrl: cmsUrl, token: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl' });
    await expect(forged.find('appointments')).rejects.toMatchObject({ status: 401 });
  });
});
