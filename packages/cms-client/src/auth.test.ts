import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCmsClient } from './client';
import { createFetchStub, jsonResponse } from './test-support';
import type { AuthResponse, User } from './types/auth';

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
  it('getMe GETs /api/users/me with populate params and the given token', async () => {
    const stub = createFetchStub(() => jsonResponse(user));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, token: 'jwt-client' });

    const result = await cms.getMe('jwt-user', { populate: ['role'] });

    expect(stub.calls[0]?.method).toBe('GET');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/users/me?populate[0]=role`);
    expect(stub.calls[0]?.headers.get('authorization')).toBe('Bearer jwt-user');
    expect(result).toEqual(user);
    expectTypeOf(result).toEqualTypeOf<User>();
  });

  it.each([
    ['login', '/auth/local', { identifier: 'desk@clinic.test', password: 'secret-1' }],
    ['register', '/auth/local/register', { username: 'desk', email: 'desk@clinic.test', password: 'secret-1' }],
    ['forgotPassword', '/auth/forgot-password', { email: 'desk@clinic.test', locale: 'ar' }],
    ['resetPassword', '/auth/reset-password', { code: 'c0de', password: 'secret-2', passwordConfirmation: 'secret-2' }],
    [
      'changePassword',
      '/auth/change-password',
      { currentPassword: 'secret-1', password: 'secret-2', passwordConfirmation: 'secret-2' },
    ],
    ['sendEmailConfirmation', '/auth/send-email-confirmation', { email: 'desk@clinic.test' }],
  ] as const)('%s POSTs the body as is to /api%s', async (method, path, body) => {
    const stub = createFetchStub(() => jsonResponse(session));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    // The table pairs each method with its own body type; TypeScript cannot follow that pairing.
    const call = cms[method] as (input: typeof body) => Promise<unknown>;
    const result = await call(body);

    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.method).toBe('POST');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api${path}`);
    // Auth bodies are not wrapped in {data}.
    expect(stub.calls[0]?.body).toEqual(body);
    expect(result).toEqual(session);
  });

  it('changePassword authenticates with the client token', async () => {
    const stub = createFetchStub(() => jsonResponse(session));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch }).withToken('jwt-old');

    await cms.changePassword({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' });

    expect(stub.calls[0]?.headers.get('authorization')).toBe('Bearer jwt-old');
  });

  it('login returns the jwt and user', async () => {
    const stub = createFetchStub(() => jsonResponse(session));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.login({ identifier: 'desk', password: 'secret-1' });

    expect(result.jwt).toBe('jwt-new');
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull();
    expectTypeOf(result).toEqualTypeOf<AuthResponse>();
  });

  it('providerCallback GETs /api/auth/{provider}/callback with the access token', async () => {
    const stub = createFetchStub(() => jsonResponse(session));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.providerCallback('google', 'ya29.a0/b+c=');

    expect(stub.calls[0]?.method).toBe('GET');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/auth/google/callback?access_token=ya29.a0%2Fb%2Bc%3D`);
    expect(result).toEqual(session);
  });

  it('getProviderConnectUrl builds the redirect target without a request', () => {
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: `${BASE}/`, fetch: stub.fetch });

    expect(cms.getProviderConnectUrl('google')).toBe(`${BASE}/api/connect/google`);
    expect(stub.calls).toHaveLength(0);
  });
});
