import { describe, expect, it, vi } from 'vitest';
import { createCmsClient } from './client';
import { CmsError, isCmsError } from './errors';
import type { CmsErrorContext } from './events';
import { createFetchStub, errorResponse, jsonResponse } from './test-support';

const BASE = 'http://cms.test';

/** Runs one failing call and returns what it rejected with, what was reported, and how often fetch ran. */
async function failOnce(respond: Parameters<typeof createFetchStub>[0]) {
  const stub = createFetchStub(respond);
  const onError = vi.fn<(error: CmsError, context: CmsErrorContext) => void>();
  const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, onError });
  const error: unknown = await cms.find('doctors', { locale: 'en' }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return { error, onError, calls: stub.calls };
}

describe('error normalization', () => {
  it('reads the Strapi shape { data: null, error: { status, name, message, details } }', async () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'phone must be a valid phone number',
        details: {
          errors: [{ path: ['phone'], message: 'phone must be a valid phone number', name: 'ValidationError' }],
        },
      },
    };
    const { error } = await failOnce(() => jsonResponse(body, 400));

    expect(error).toBeInstanceOf(CmsError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'phone must be a valid phone number',
      details: body.error.details,
      body,
    });
  });

  it('reads the Koa shape { error, message, statusCode }', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests, please try again later.' };
    const { error } = await failOnce(() => jsonResponse(body, 429));

    expect(error).toMatchObject({
      status: 429,
      name: 'Too Many Requests',
      message: 'Too many requests, please try again later.',
      details: {},
      body,
    });
  });

  it('reads the array message of the users-permissions plugin and keeps its ids', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ messages: [{ id: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' }] }],
    };
    const { error } = await failOnce(() => jsonResponse(body, 400));

    expect(error).toMatchObject({
      status: 400,
      name: 'Bad Request',
      message: 'Identifier or password invalid.',
      details: { messages: [{ id: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' }] },
      body,
    });
  });

  it('keeps the HTTP status of a non-JSON body and names it UnknownError', async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const { error } = await failOnce(
      () => new Response(html, { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );

    expect(error).toMatchObject({ status: 502, name: 'UnknownError' });
    const cause = (error as CmsError).cause;
    expect(cause).toBeInstanceOf(SyntaxError);
    expect((error as CmsError).message).toBe((cause as SyntaxError).message);
  });

  it('reports an unparsable 200 as a 500', async () => {
    const { error } = await failOnce(() => new Response('<html>maintenance</html>', { status: 200 }));

    expect(error).toMatchObject({ status: 500, name: 'UnknownError' });
  });

  it('synthesizes an error for an empty or unrecognised error body with the HTTP status', async () => {
    const empty = await failOnce(() => new Response(null, { status: 401 }));
    const odd = await failOnce(() => jsonResponse(['nope'], 404));

    expect(empty.error).toMatchObject({ status: 401, name: 'UnknownError', message: 'Request failed with status 401' });
    expect(odd.error).toMatchObject({
      status: 404,
      name: 'UnknownError',
      message: 'Request failed with status 404',
      body: ['nope'],
    });
  });

  it('turns a network failure into a 500 UnknownError with the original message', async () => {
    const networkError = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const { error } = await failOnce(() => {
      throw networkError;
    });

    expect(error).toMatchObject({ status: 500, name: 'UnknownError', message: 'fetch failed', details: {} });
    expect((error as CmsError).cause).toBe(networkError);
    expect((error as CmsError).body).toBeUndefined();
  });

  it('turns a refused connection of the real fetch into a 500 UnknownError', async () => {
    // Port 1 is reserved and closed, so the global fetch fails before any response.
    const cms = createCmsClient({ baseUrl: 'http://127.0.0.1:1' });

    const error: unknown = await cms.find('doctors').catch((reason: unknown) => reason);

    expect(error).toMatchObject({ status: 500, name: 'UnknownError', message: 'fetch failed' });
  });

  it('turns an abort into a 500 UnknownError carrying the abort reason', async () => {
    const stub = createFetchStub(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const onError = vi.fn();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, onError });
    const controller = new AbortController();

    const pending = cms.find('doctors', undefined, { signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((reason: unknown) => reason);

    expect(error).toMatchObject({ status: 500, name: 'UnknownError', message: 'This operation was aborted' });
    expect((error as CmsError).cause).toBe(controller.signal.reason);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(stub.calls).toHaveLength(1);
  });

  it('isCmsError tells CmsError apart from other errors', () => {
    expect(isCmsError(new CmsError({ status: 404, name: 'NotFoundError', message: 'Not Found' }))).toBe(true);
    expect(isCmsError(new Error('x'))).toBe(false);
    expect(isCmsError({ status: 404, name: 'NotFoundError', message: 'Not Found' })).toBe(false);
  });
});

describe('error events and retries', () => {
  const failures: [string, () => Response][] = [
    ['Strapi shape', () => errorResponse(403, 'ForbiddenError', 'Forbidden')],
    ['Koa shape', () => jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'bad' }, 400)],
    [
      'server error',
      () =>
        jsonResponse(
          { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
          500,
        ),
    ],
    ['non-JSON 503', () => new Response('Service Unavailable', { status: 503 })],
    [
      'network error',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ];

  it.each(failures)('%s: fetches exactly once and raises the error event exactly once', async (_label, respond) => {
    const { error, onError, calls } = await failOnce(respond);

    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, { method: 'GET', url: `${BASE}/api/doctors?locale=en` });
  });

  it('delivers to onError and every subscriber, and stops after unsubscribe', async () => {
    const stub = createFetchStub(() =>
      jsonResponse({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404),
    );
    const onError = vi.fn();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, onError });
    const listener = vi.fn();
    const unsubscribe = cms.events.on('error', listener);

    await cms.findOne('doctors', 999).catch(() => undefined);
    unsubscribe();
    await cms.findOne('doctors', 998).catch(() => undefined);

    expect(onError).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ status: 404, name: 'NotFoundError' });
    expect(stub.calls).toHaveLength(2);
  });

  it('shares listeners with clients made by withToken', async () => {
    const stub = createFetchStub(() =>
      jsonResponse(
        { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } },
        401,
      ),
    );
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });
    const listener = vi.fn();
    cms.events.on('error', listener);

    await cms
      .withToken('expired')
      .getStaffProfile()
      .catch(() => undefined);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[1]).toEqual({ method: 'GET', url: `${BASE}/api/staff/me` });
  });

  it('does not raise the event on success', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: [], meta: {} }));
    const onError = vi.fn();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, onError });

    await cms.find('faqs');

    expect(onError).not.toHaveBeenCalled();
  });

  it('still rejects with the CMS error when a listener throws', async () => {
    const stub = createFetchStub(() => jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'bad' }, 400));
    const cms = createCmsClient({
      baseUrl: BASE,
      fetch: stub.fetch,
      onError: () => {
        throw new Error('reporter down');
      },
    });
    const second = vi.fn();
    cms.events.on('error', second);

    await expect(cms.login({ email: 'a@clinic.test', password: 'b' })).rejects.toMatchObject({
      status: 400,
      message: 'bad',
    });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
