import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { isCmsError } from './errors';
import { createFetchStub, jsonResponse } from './test-support';

const BASE = 'http://cms.test';

describe('staff accounts', () => {
  it('manages staff accounts: list, create, change and a new link, each on its route with its body', async () => {
    const account = {
      id: 9,
      email: 'new@example.com',
      role: 'receptionist',
      branches: ['b1'],
      doctor: null,
      blocked: false,
      invited: false,
      createdAt: '2026-11-26T00:00:00.000Z',
    };
    const { fetch, calls } = createFetchStub((call) =>
      jsonResponse({ data: call.method === 'GET' ? [account] : account }, call.method === 'POST' ? 201 : 200),
    );
    const client = createCmsClient({ baseUrl: BASE, token: 'manager-jwt', fetch });
    await expect(client.listStaffAccounts()).resolves.toEqual([account]);
    await client.createStaffAccount({ email: 'new@example.com', role: 'receptionist', branches: ['b1'], locale: 'ar' });
    await client.updateStaffAccount(9, { role: 'manager', blocked: true });
    await client.sendStaffInvitation(9, 'en');
    expect(calls.map((call) => [call.method, new URL(call.url).pathname, call.body])).toEqual([
      ['GET', '/api/staff/accounts', undefined],
      [
        'POST',
        '/api/staff/accounts',
        { data: { email: 'new@example.com', role: 'receptionist', branches: ['b1'], locale: 'ar' } },
      ],
      ['PUT', '/api/staff/accounts/9', { data: { role: 'manager', blocked: true } }],
      ['POST', '/api/staff/accounts/9/invitation', { data: { locale: 'en' } }],
    ]);
  });

  it('fails a call whose answer is outside the contract, unless answers are not checked (production)', async () => {
    const withoutRole = {
      id: 9,
      email: 'new@example.com',
      branches: [],
      doctor: null,
      blocked: false,
      invited: false,
      createdAt: '2026-11-26T00:00:00.000Z',
    };
    const { fetch } = createFetchStub(() => jsonResponse({ data: [withoutRole] }));
    const failure = await createCmsClient({ baseUrl: BASE, token: 'manager-jwt', fetch })
      .listStaffAccounts()
      .catch((error: unknown) => error);
    expect(isCmsError(failure) && [failure.status, failure.message]).toEqual([
      500,
      expect.stringMatching(/^The CMS's answer to GET \/staff\/accounts is not the contract's: .*role/s),
    ]);
    const unchecked = createCmsClient({ baseUrl: BASE, token: 'manager-jwt', fetch, checkAnswers: false });
    await expect(unchecked.listStaffAccounts()).resolves.toEqual([withoutRole]);
  });
});
