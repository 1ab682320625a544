import { describe, expect, it } from 'vitest';
import { callAction, fail, succeed } from './action-result';

describe('callAction', () => {
  it('answers what the server action answered, its failures included', async () => {
    await expect(callAction(Promise.resolve(succeed({ id: 7 })))).resolves.toEqual({ ok: true, value: { id: 7 } });
    await expect(callAction(Promise.resolve(fail('SLOT_FULL')))).resolves.toEqual({ ok: false, code: 'SLOT_FULL' });
  });

  it('answers SERVICE_UNAVAILABLE when the call itself fails, as a dropped connection makes it', async () => {
    await expect(callAction(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      ok: false,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
