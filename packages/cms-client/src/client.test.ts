import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCmsClient } from './client';
import { createFetchStub, createStubbedClient, emptyAnswer, jsonResponse } from './test-support';

const BASE = 'http://cms.test';

// What a client's options add to every call: the version of the content it reads, the locale, the
// token, and the options passed through to fetch. The calls themselves: content.test.ts.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content status', () => {
  it('asks every read for the client’s version, unless the query names one, and never a write', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer, { contentStatus: 'draft' });

    await cms.find('doctors', { locale: 'ar' });
    await cms.findOne('doctors', 6);
    await cms.findSingle('home', { status: 'published' });
    await cms.create('faqs', { question: 'q' });

    expect(stub.calls.map((call) => call.url)).toEqual([
      `${BASE}/api/doctors?locale=ar&status=draft`,
      `${BASE}/api/doctors/6?status=draft`,
      `${BASE}/api/home?status=published`,
      `${BASE}/api/faqs`,
    ]);
  });

  it('leaves the version to the CMS without one', async () => {
    const stub = createFetchStub();
    await createCmsClient({ baseUrl: BASE, fetch: stub.fetch }).find('doctors');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/doctors`);
  });
});

describe('locale', () => {
  it('adds the default locale to localized calls only', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer, { defaultLocale: 'ar' });

    await cms.find('articles');
    await cms.find('appointments');
    await cms.find('contact-messages', {}, { locale: 'en' });

    expect(stub.calls.map((call) => call.url)).toEqual([
      `${BASE}/api/articles?locale=ar`,
      `${BASE}/api/appointments`,
      `${BASE}/api/contact-messages?locale=en`,
    ]);
  });

  it('prefers the query locale, then the call option, then the default', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer, { defaultLocale: 'en' });

    await cms.find('faqs', { locale: 'ar' }, { locale: 'en' });
    await cms.find('faqs', { sort: 'sortOrder' }, { locale: 'ar' });
    await cms.find('faqs');

    expect(stub.calls.map((call) => call.url)).toEqual([
      `${BASE}/api/faqs?locale=ar`,
      `${BASE}/api/faqs?sort=sortOrder&locale=ar`,
      `${BASE}/api/faqs?locale=en`,
    ]);
  });

  it('sends no locale when none is given and there is no default', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer);

    await cms.find('branches');

    expect(stub.calls[0]?.url).toBe(`${BASE}/api/branches`);
  });
});

describe('authorization header', () => {
  it('is absent without a token', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer);

    await cms.find('doctors');
    await cms.getHome('en');

    expect(stub.calls.map((call) => call.headers.get('authorization'))).toEqual([null, null]);
  });

  it('is Bearer <jwt> on every call of a client with a token', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer, { token: 'jwt-1' });

    await cms.find('appointments');
    await cms.create('contact-messages', { name: 'Ali', email: 'ali@example.com', message: 'Hi' });
    await cms.getAbout('ar');

    expect(stub.calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer jwt-1',
      'Bearer jwt-1',
      'Bearer jwt-1',
    ]);
  });

  it('withToken returns a new client and leaves the original anonymous', async () => {
    const stub = createFetchStub();
    const anonymous = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });
    const signedIn = anonymous.withToken('jwt-2');

    await signedIn.find('appointments');
    await anonymous.find('doctors');
    await signedIn.withToken(null).find('doctors');

    expect(signedIn).not.toBe(anonymous);
    expect(signedIn.token).toBe('jwt-2');
    expect(anonymous.token).toBeNull();
    expect(stub.calls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer jwt-2', null, null]);
  });
});

describe('request options', () => {
  it('passes signal, cache and next through to fetch and keeps locale out of it', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer);
    const controller = new AbortController();

    await cms.find('doctors', undefined, {
      locale: 'ar',
      signal: controller.signal,
      cache: 'force-cache',
      next: { tags: ['doctor'], revalidate: false },
    });

    const init = stub.calls[0]?.init;
    expect(init?.signal).toBe(controller.signal);
    expect(init?.cache).toBe('force-cache');
    expect(init?.next).toEqual({ tags: ['doctor'], revalidate: false });
    expect(init && 'locale' in init).toBe(false);
    expect(stub.calls[0]?.headers.get('accept')).toBe('application/json');
  });

  it('merges extra headers without letting them drop the client headers', async () => {
    const { stub, cms } = createStubbedClient(emptyAnswer, { token: 'jwt-3' });

    await cms.find('doctors', undefined, { headers: { 'X-Request-Id': 'r-1', Authorization: 'Bearer other' } });

    expect(stub.calls[0]?.headers.get('x-request-id')).toBe('r-1');
    expect(stub.calls[0]?.headers.get('authorization')).toBe('Bearer jwt-3');
  });

  it('uses the global fetch at call time when none is configured', async () => {
    const cms = createCmsClient({ baseUrl: BASE });
    const stub = createFetchStub(() => jsonResponse({ data: [], meta: {} }));
    vi.stubGlobal('fetch', stub.fetch);

    await cms.find('categories');

    expect(stub.calls.map((call) => call.url)).toEqual([`${BASE}/api/categories`]);
  });
});
