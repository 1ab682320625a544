import type { TSignInAnswer } from '@clinic/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCmsClient } from './client';
import { createFetchStub, jsonResponse } from './test-support';

const BASE = 'http://cms.test';
const user = {
  id: 3,
  documentId: 'u3',
  username: 'reception',
  email: 'desk@clinic.test',
  confirmed: true,
  blocked: false,
};
const session = { jwt: 'jwt-new', user };

describe('auth calls', () => {
  it('login posts the email as the identifier, with no token, and answers the session', async () => {
    const stub = createFetchStub(() => jsonResponse({ ...session, user: { ...user, provider: 'local' } }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.login({ email: 'desk@clinic.test', password: 'secret-1' });

    expect(stub.calls[0]?.method).toBe('POST');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/auth/local`);
    expect(stub.calls[0]?.body).toEqual({ identifier: 'desk@clinic.test', password: 'secret-1' });
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull();
    expect(result).toEqual(session);
    expectTypeOf(result).toEqualTypeOf<TSignInAnswer>();
  });

  it.each([
    ['forgotPassword', '/auth/forgot-password', { email: 'desk@clinic.test', locale: 'ar' }, { ok: true }],
    [
      'resetPassword',
      '/auth/reset-password',
      { code: 'c0de', password: 'secret-2', passwordConfirmation: 'secret-2' },
      session,
    ],
  ] as const)('%s posts the body as it is (no { data }) to /api%s', async (method, path, body, answer) => {
    const stub = createFetchStub(() => jsonResponse(answer));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    // The table pairs each method with its own body type; TypeScript cannot follow that pairing.
    const call = cms[method] as (input: typeof body) => Promise<unknown>;
    await call(body);

    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.method).toBe('POST');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api${path}`);
    expect(stub.calls[0]?.body).toEqual(body);
  });

  it('refuses a session without its token, naming the call', async () => {
    const stub = createFetchStub(() => jsonResponse({ user }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await expect(cms.login({ email: 'desk@clinic.test', password: 'secret-1' })).rejects.toMatchObject({
      message: expect.stringContaining("The CMS's answer to POST /auth/local is not the contract's"),
    });
  });
});
