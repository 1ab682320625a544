import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { isCmsError } from './errors';
import { getFieldErrors } from './field-errors';
import { createFetchStub, jsonResponse } from './test-support';

const BASE = 'http://cms.test';
const message = {
  name: 'Mona Saleh',
  email: 'mona@example.com',
  message: 'Do you see children on Fridays?',
  locale: 'en',
} as const;

describe('contact api', () => {
  it('posts the message as `data` to the send route, with the caller’s headers', async () => {
    const { fetch, calls } = createFetchStub(() => jsonResponse({ data: { received: true } }, 201));
    const client = createCmsClient({ baseUrl: BASE, fetch });
    await expect(
      client.sendContactMessage(message, { headers: { 'x-forwarded-for': '198.51.100.7' } }),
    ).resolves.toBeUndefined();
    expect(calls[0]?.method).toBe('POST');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/contact-messages/send');
    expect(calls[0]?.body).toEqual({ data: message });
    expect(calls[0]?.headers.get('x-forwarded-for')).toBe('198.51.100.7');
  });

  it('rejects with the field message keys of a 400, and the wait of a 429', async () => {
    const invalid = createFetchStub(() =>
      jsonResponse(
        {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Invalid contact message',
            details: { code: 'VALIDATION_FAILED', errors: [{ path: ['email'], message: 'validation.invalidEmail' }] },
          },
        },
        400,
      ),
    );
    const refused = await createCmsClient({ baseUrl: BASE, fetch: invalid.fetch })
      .sendContactMessage(message)
      .catch((error: unknown) => error);
    expect(isCmsError(refused) && getFieldErrors(refused)).toEqual({ email: 'validation.invalidEmail' });

    const limited = createFetchStub(
      () =>
        new Response(
          JSON.stringify({ data: null, error: { status: 429, name: 'RateLimitError', message: 'x', details: {} } }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '120' },
          },
        ),
    );
    const waited = await createCmsClient({ baseUrl: BASE, fetch: limited.fetch })
      .sendContactMessage(message)
      .catch((error: unknown) => error);
    expect(isCmsError(waited) && [waited.status, waited.retryAfterSeconds]).toEqual([429, 120]);
  });
});
