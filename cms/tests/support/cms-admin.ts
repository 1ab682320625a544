import { randomUUID } from 'node:crypto';
import { TEST_ACCOUNTS } from '@clinic/tools/cms-test-server';

/** A CMS administrator's session token (the seeded super admin), as the admin panel holds it. */
export const signInAsCmsAdmin = async (cmsUrl: string) => {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ACCOUNTS.cmsAdmin),
  });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
};

/** A full-access API token, made the way an administrator would: admin sign-in, then Settings → API tokens. */
export const createFullAccessToken = async (cmsUrl: string) => {
  const adminToken = await signInAsCmsAdmin(cmsUrl);
  const created = await fetch(`${cmsUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name: `tests-${Date.now()}-${Math.random()}`, type: 'full-access', lifespan: null }),
  });
  if (!created.ok) throw new Error(`API token creation failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { accessKey: string } }).data.accessKey;
};

/** The REST API with a token: `send('PUT', '/faqs/…', {…})` sends `{data: …}` as JSON. */
export const createRestSender = (cmsUrl: string, token: string) => (method: string, path: string, body?: unknown) =>
  fetch(`${cmsUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify({ data: body }),
  });

export const createEntry = async (cmsUrl: string, token: string, collection: string, data: Record<string, unknown>) => {
  const response = await fetch(`${cmsUrl}/api/${collection}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`Creating ${collection} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
};

const signInAs = async (cmsUrl: string, account: { email: string; password: string }) => {
  const response = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${account.email} failed: ${response.status}`);
  const { jwt } = (await response.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}` };
};

/** The seeded staff account's Authorization header: a manager, every branch. */
export const signInAsStaff = (cmsUrl: string) => signInAs(cmsUrl, TEST_ACCOUNTS.staff);

/** The seeded receptionist's Authorization header: the first branch only. */
export const signInAsReceptionist = (cmsUrl: string) => signInAs(cmsUrl, TEST_ACCOUNTS.receptionist);

/** A users-permissions account with the given role (`manager`, `receptionist`, `authenticated`), and its Authorization header. */
export const createAccount = async (cmsUrl: string, token: string, roleType: string, label: string) => {
  const authorization = `Bearer ${token}`;
  const rolesResponse = await fetch(`${cmsUrl}/api/users-permissions/roles`, { headers: { authorization } });
  const { roles } = (await rolesResponse.json()) as { roles: { id: number; type: string }[] };
  const role = roles.find((candidate) => candidate.type === roleType);
  if (!role) throw new Error(`No ${roleType} role`);
  const account = { email: `${label}-${randomUUID()}@example.com`, password: 'Account-Password-1' };
  const created = await fetch(`${cmsUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ ...account, username: account.email, role: role.id, confirmed: true }),
  });
  if (!created.ok) throw new Error(`Creating the account failed: ${created.status} ${await created.text()}`);
  const login = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`Signing in as the new account failed: ${login.status}`);
  const { jwt } = (await login.json()) as { jwt: string };
  return { ...account, headers: { authorization: `Bearer ${jwt}` } };
};
