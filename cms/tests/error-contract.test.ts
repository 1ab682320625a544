import { ERROR_RESPONSES, type TErrorCode, isErrorCode } from '@clinic/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsStaff } from './support/cms-admin';

type ErrorBody = {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
};

/**
 * Every error answer of the content API names its meaning with one code from @clinic/domain in
 * `error.details.code`, beside the status and the error name clients already read: whoever raised
 * it (our routes, Strapi's router, its policies, users-permissions).
 */
describe('[API]: one error contract', () => {
  let cmsUrl: string;

  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  /** The status and code of `code`, and its name unless Strapi named the error itself (a policy's `PolicyError`). */
  const expectCode = async (response: Response, code: TErrorCode, name = ERROR_RESPONSES[code].name) => {
    const body = (await response.json()) as ErrorBody;
    const { status } = ERROR_RESPONSES[code];
    expect({ status: response.status, name: body.error.name, code: body.error.details.code }).toEqual({
      status,
      name,
      code,
    });
    expect(body.error.status).toBe(status);
  };

  it.each([
    ['a malformed availability query', '/api/availability?doctor=DROP&branch=x', 'VALIDATION_FAILED'],
    ['an unknown route', '/api/nothing-here', 'NOT_FOUND'],
    ['an unknown doctor id', '/api/doctors/999999', 'NOT_FOUND'],
    ['the staff list without a session', '/api/staff/appointments', 'FORBIDDEN'],
  ] as const)('%s: %s', async (_, path, code) => {
    await expectCode(await fetch(`${cmsUrl}${path}`), code);
  });

  it('a draft without a preview credential: FORBIDDEN, under the name Strapi gives a policy’s refusal', async () => {
    await expectCode(await fetch(`${cmsUrl}/api/doctors?status=draft`), 'FORBIDDEN', 'PolicyError');
  });

  it('a booking sent as JSON instead of a form: VALIDATION_FAILED, with the field at fault', async () => {
    const response = await fetch(`${cmsUrl}/api/appointments/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    const body = (await response.clone().json()) as ErrorBody;
    expect(body.error.details.errors).toEqual([
      { path: ['data'], message: 'validation.required', name: 'ValidationError' },
    ]);
    await expectCode(response, 'VALIDATION_FAILED');
  });

  it('a forged session: UNAUTHORIZED; a staff member asking for nothing there: NOT_FOUND', async () => {
    await expectCode(
      await fetch(`${cmsUrl}/api/staff/appointments`, { headers: { authorization: 'Bearer not.a.token' } }),
      'UNAUTHORIZED',
    );
    await expectCode(
      await fetch(`${cmsUrl}/api/staff/appointments/nosuchappointment0000000`, {
        headers: await signInAsStaff(cmsUrl),
      }),
      'NOT_FOUND',
    );
  });

  it('a wrong password at sign-in, which users-permissions answers itself', async () => {
    const response = await fetch(`${cmsUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'staff@nileent.example', password: 'not the password' }),
    });
    await expectCode(response, 'VALIDATION_FAILED');
  });

  it('names only codes of the one list', async () => {
    const response = await fetch(`${cmsUrl}/api/contact-messages`);
    const body = (await response.json()) as ErrorBody;
    expect(isErrorCode(body.error.details.code)).toBe(true);
  });
});
