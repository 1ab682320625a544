import { randomUUID } from 'node:crypto';
import { createCmsClient } from '@clinic/cms-client';
import type { TStaffAccountAnswer } from '@clinic/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createFullAccessToken, signInAsReceptionist, signInAsStaff } from './support/cms-admin';
import { readEmails, waitForEmail } from './support/mail';
import { sendJson } from './support/requests';
import { STAFF_PASSWORD, inviteStaffAccount, readPasswordCode } from './support/staff-accounts';

type Headers = Record<string, string>;
type StaffAccount = TStaffAccountAnswer;
type Answer<T> = {
  status: number;
  text: string;
  body: { data: T | null; error?: { status: number; name: string; details: { errors?: unknown[] } } };
};

describe('[ADMIN]: managers manage the staff accounts', () => {
  let cmsUrl: string;
  let manager: Headers;
  let managerId: number;
  let branches: string[];

  const call = <T>(method: string, path: string, headers: Headers, data?: unknown): Promise<Answer<T>> =>
    sendJson<Answer<T>['body']>(method, `${cmsUrl}/api${path}`, headers, data);

  const newEmail = (label: string) => `${label}-${randomUUID()}@example.com`;

  /** Creates an account as the manager, follows the emailed link, chooses a password, and signs in. */
  const invite = (data: Record<string, unknown>) => inviteStaffAccount(cmsUrl, manager, data);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    manager = await signInAsStaff(cmsUrl);
    managerId = ((await call<{ id: number }>('GET', '/staff/me', manager)).body.data as { id: number }).id;
    const response = await fetch(`${cmsUrl}/api/branches?sort=publicId:asc&fields[0]=name&pagination[pageSize]=100`);
    branches = ((await response.json()) as { data: { documentId: string }[] }).data.map((branch) => branch.documentId);
  });

  it('lists the staff accounts, managers first, with their branches, and never a password or a code', async () => {
    const { status, body, text } = await call<StaffAccount[]>('GET', '/staff/accounts', manager);
    expect(status).toBe(200);
    const accounts = body.data ?? [];
    expect(accounts.find((account) => account.email === 'staff@nileent.example')).toMatchObject({
      role: 'manager',
      branches: [],
      blocked: false,
    });
    expect(accounts.find((account) => account.email === 'reception@nileent.example')).toMatchObject({
      role: 'receptionist',
      branches: [branches[0]],
    });
    const ranks = accounts.map((account) => ['manager', 'receptionist', 'doctor'].indexOf(account.role));
    expect(ranks).toEqual([...ranks].sort());
    expect(text).not.toMatch(/password|resetPasswordToken|provider/i);
  });

  it.each(['en', 'ar'] as const)(
    'makes a receptionist whose %s email link sets the password, and who then sees their branches',
    async (locale) => {
      const email = newEmail(`invited-${locale}`);
      const {
        account,
        headers,
        email: invitation,
      } = await invite({
        email: email.toUpperCase(),
        role: 'receptionist',
        branches: [branches[1], branches[1]],
        locale,
      });
      expect(account).toMatchObject({ email, role: 'receptionist', branches: [branches[1]], blocked: false });
      expect(invitation.subject).toBe(
        locale === 'en'
          ? 'Your Nile ENT Clinics staff account'
          : 'حسابك في منطقة فريق العمل في عيادات النيل للأنف والأذن والحنجرة',
      );
      expect(invitation.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
      expect((await call('GET', '/staff/me', headers)).body.data).toMatchObject({
        role: 'receptionist',
        branches: [branches[1]],
      });
      // A receptionist manages no account.
      for (const [method, path] of [
        ['GET', '/staff/accounts'],
        ['POST', '/staff/accounts'],
        ['PUT', `/staff/accounts/${account.id}`],
        ['POST', `/staff/accounts/${account.id}/invitation`],
      ] as const) {
        const refused = await call(method, path, headers, method === 'GET' ? undefined : { role: 'manager' });
        expect([method, path, refused.status]).toEqual([method, path, 403]);
      }
    },
  );

  it('changes an account’s branches and role at once, and blocking it ends its session', async () => {
    const { account, headers } = await invite({
      email: newEmail('changed'),
      role: 'receptionist',
      branches: [branches[0]],
      locale: 'en',
    });
    const moved = await call<StaffAccount>('PUT', `/staff/accounts/${account.id}`, manager, {
      role: 'receptionist',
      branches: [branches[1], branches[2]],
      blocked: false,
    });
    expect(moved.body.data).toMatchObject({ branches: [branches[1], branches[2]].sort() });
    expect((await call('GET', '/staff/me', headers)).body.data).toMatchObject({
      branches: [branches[1], branches[2]].sort(),
    });

    const promoted = await call<StaffAccount>('PUT', `/staff/accounts/${account.id}`, manager, {
      role: 'manager',
      branches: [branches[1]],
      blocked: false,
    });
    expect(promoted.body.data).toMatchObject({ role: 'manager', branches: [] });
    expect((await call('GET', '/staff/me', headers)).body.data).toMatchObject({ role: 'manager', branches: null });

    const blocked = await call<StaffAccount>('PUT', `/staff/accounts/${account.id}`, manager, {
      role: 'receptionist',
      branches: [branches[0]],
      blocked: true,
    });
    expect(blocked.body.data).toMatchObject({ role: 'receptionist', blocked: true });
    expect((await call('GET', '/staff/me', headers)).status).toBe(401);
    await expect(
      createCmsClient({ baseUrl: cmsUrl }).login({ email: account.email, password: STAFF_PASSWORD }),
    ).rejects.toMatchObject({ status: 400 });
    // A blocked account gets no new link either.
    const refused = await call('POST', `/staff/accounts/${account.id}/invitation`, manager, { locale: 'en' });
    expect(refused.status).toBe(409);

    await call('PUT', `/staff/accounts/${account.id}`, manager, {
      role: 'receptionist',
      branches: [branches[0]],
      blocked: false,
    });
    const again = await createCmsClient({ baseUrl: cmsUrl }).login({ email: account.email, password: STAFF_PASSWORD });
    expect(again.jwt).toEqual(expect.any(String));
  });

  it('sends a new link on request, and only the newest works', async () => {
    const email = newEmail('resent');
    const created = await call<StaffAccount>('POST', '/staff/accounts', manager, {
      email,
      role: 'manager',
      locale: 'en',
    });
    const first = readPasswordCode((await waitForEmail(email)).text, 'en');
    const resent = await call('POST', `/staff/accounts/${created.body.data?.id}/invitation`, manager, { locale: 'ar' });
    expect(resent.status).toBe(200);
    await expect.poll(async () => (await readEmails(email)).length).toBe(2);
    const second = readPasswordCode((await waitForEmail(email)).text, 'ar');
    const client = createCmsClient({ baseUrl: cmsUrl });
    await expect(
      client.resetPassword({ code: first, password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.resetPassword({ code: second, password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD }),
    ).resolves.toMatchObject({ jwt: expect.any(String) });
  });

  it.each([
    [
      'an email that has an account',
      { email: 'reception@nileent.example', role: 'manager', locale: 'en' },
      'email',
      'validation.accountExists',
    ],
    [
      'a receptionist without a branch',
      { email: 'x@example.com', role: 'receptionist', branches: [], locale: 'en' },
      'branches',
      'validation.branchRequired',
    ],
    [
      'a branch the group does not have',
      { email: 'x@example.com', role: 'receptionist', branches: ['nosuchbranch0000000000000'], locale: 'en' },
      'branches',
      'validation.invalidChoice',
    ],
    [
      'a role that is not a staff role',
      { email: 'x@example.com', role: 'admin', locale: 'en' },
      'role',
      'validation.invalidChoice',
    ],
    ['no language for the email', { email: 'x@example.com', role: 'manager' }, 'locale', 'validation.required'],
  ])('refuses to create %s (400 on the field), creating nothing', async (_case, data, field, message) => {
    const before = (await call<StaffAccount[]>('GET', '/staff/accounts', manager)).body.data?.length;
    const refused = await call('POST', '/staff/accounts', manager, data);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details.errors).toContainEqual(expect.objectContaining({ path: [field], message }));
    expect((await call<StaffAccount[]>('GET', '/staff/accounts', manager)).body.data?.length).toBe(before);
  });

  it('shows an invited account as invited until its holder has chosen a password', async () => {
    const email = newEmail('invited');
    const created = await call<StaffAccount>('POST', '/staff/accounts', manager, {
      email,
      role: 'receptionist',
      branches: [branches[0]],
      locale: 'en',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ invited: true, blocked: false });
    const listed = async () =>
      ((await call<StaffAccount[]>('GET', '/staff/accounts', manager)).body.data ?? []).find(
        (account) => account.email === email,
      );
    expect(await listed()).toMatchObject({ invited: true });
    // The invitation is sent after the answer: the link is asked for again once it has arrived, or
    // the two emails could arrive in either order.
    readPasswordCode((await waitForEmail(email)).text, 'en');

    // A new link keeps it invited; the password chosen from it ends the invitation.
    const resent = await call('POST', `/staff/accounts/${created.body.data?.id}/invitation`, manager, { locale: 'ar' });
    expect(resent.status, resent.text).toBe(200);
    await expect.poll(async () => (await readEmails(email)).length).toBe(2);
    const second = readPasswordCode((await waitForEmail(email)).text, 'ar');
    expect(await listed()).toMatchObject({ invited: true });
    await createCmsClient({ baseUrl: cmsUrl }).resetPassword({
      code: second,
      password: STAFF_PASSWORD,
      passwordConfirmation: STAFF_PASSWORD,
    });
    expect(await listed()).toMatchObject({ invited: false });
    expect((await call<StaffAccount[]>('GET', '/staff/accounts', manager)).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'staff@nileent.example', invited: false })]),
    );
  });

  it('keeps a manager from blocking their own account or changing their own role', async () => {
    for (const [change, field] of [
      [{ role: 'receptionist', branches: [branches[0]], blocked: false }, 'role'],
      [{ role: 'manager', blocked: true }, 'blocked'],
    ] as const) {
      const refused = await call('PUT', `/staff/accounts/${managerId}`, manager, change);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.details.errors).toContainEqual(
        expect.objectContaining({ path: [field], message: 'validation.ownAccount' }),
      );
    }
    expect((await call('GET', '/staff/me', manager)).body.data).toMatchObject({ role: 'manager' });
  });

  it('answers 404 for an account that is not a staff account, and changes nothing of it', async () => {
    const patient = await createAccount(cmsUrl, await createFullAccessToken(cmsUrl), 'authenticated', 'patient');
    const me = (await call<{ id: number }>('GET', '/users/me', patient.headers)).body as unknown as { id: number };
    for (const id of [me.id, 999999, 'abc']) {
      const answer = await call('PUT', `/staff/accounts/${id}`, manager, { role: 'manager', blocked: false });
      expect([id, answer.status]).toEqual([id, 404]);
    }
    expect((await call('GET', '/staff/me', patient.headers)).status).toBe(403);
    expect((await call('GET', '/staff/accounts', await signInAsReceptionist(cmsUrl))).status).toBe(403);
  });
});
