import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createCmsClient } from './client';
import { createFetchStub, jsonResponse } from './test-support';
import type { Appointment, Doctor } from './types/collections';
import type { About, Home, MainInfo, PrivacyPolicy } from './types/single-types';

const BASE = 'http://cms.test';

const doctor = {
  id: 4,
  documentId: 'd0c70r0000000000000000aa',
  publicId: 12,
  slug: 'ahmed-salem',
  name: 'Dr. Ahmed Salem',
  locale: 'en',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('collection calls', () => {
  it('find GETs /api/{collection} with the query and returns data and meta', async () => {
    const meta = { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } };
    const stub = createFetchStub(() => jsonResponse({ data: [doctor], meta }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.find('doctors', {
      filters: { specialties: { documentId: { $eq: 'sp1' } } },
      populate: ['image'],
      sort: ['name:asc'],
      pagination: { page: 1, pageSize: 25 },
      locale: 'ar',
    });

    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.method).toBe('GET');
    expect(stub.calls[0]?.url).toBe(
      `${BASE}/api/doctors?filters[specialties][documentId][$eq]=sp1&populate[0]=image&sort[0]=name%3Aasc&pagination[page]=1&pagination[pageSize]=25&locale=ar`,
    );
    expect(stub.calls[0]?.body).toBeUndefined();
    expect(result).toEqual({ data: [doctor], meta });
    expectTypeOf(result.data).toEqualTypeOf<Doctor[]>();
  });

  it('findOne GETs /api/{collection}/{id} for a public id and for a documentId', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: doctor, meta: {} }));
    const cms = createCmsClient({ baseUrl: `${BASE}/`, fetch: stub.fetch });

    const byPublicId = await cms.findOne('doctors', 12, { populate: { specialties: true } });
    await cms.findOne('doctors', 'd0c70r0000000000000000aa');

    expect(stub.calls.map((call) => call.url)).toEqual([
      `${BASE}/api/doctors/12?populate[specialties]=true`,
      `${BASE}/api/doctors/d0c70r0000000000000000aa`,
    ]);
    expect(byPublicId.data).toEqual(doctor);
    expectTypeOf(byPublicId.data).toEqualTypeOf<Doctor>();
  });

  it('create POSTs {data} as JSON and returns the created entry', async () => {
    const created = { id: 9, documentId: 'ap1', bookingNumber: 'B-000123' };
    const stub = createFetchStub(() => jsonResponse({ data: created, meta: {} }, 201));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, defaultLocale: 'ar' });

    const data = {
      firstName: 'Mona',
      lastName: 'Hassan',
      phone: '+201001234567',
      contractType: 'cash',
      doctor: 'd0c70r0000000000000000aa',
    } as const;
    const result = await cms.create('appointments', data);

    // appointments are not localized, so the client's default locale is not added.
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/appointments`);
    expect(stub.calls[0]?.method).toBe('POST');
    expect(stub.calls[0]?.body).toEqual({ data });
    expect(stub.calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(result.data).toEqual(created);
    expectTypeOf(result.data).toEqualTypeOf<Appointment>();
  });

  it('update PUTs {data} to /api/{collection}/{id} with the locale', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: doctor, meta: {} }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.update('doctors', 'd0c70r0000000000000000aa', { yearsOfExperience: 21 }, { locale: 'ar' });

    expect(stub.calls[0]?.method).toBe('PUT');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/doctors/d0c70r0000000000000000aa?locale=ar`);
    expect(stub.calls[0]?.body).toEqual({ data: { yearsOfExperience: 21 } });
  });

  it('remove DELETEs /api/{collection}/{id} and accepts a 204 with no body', async () => {
    const stub = createFetchStub(() => new Response(null, { status: 204 }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await expect(cms.remove('contact-messages', 'cm1')).resolves.toBeUndefined();

    expect(stub.calls[0]?.method).toBe('DELETE');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/contact-messages/cm1`);
    expect(stub.calls[0]?.body).toBeUndefined();
    expect(stub.calls[0]?.headers.get('content-type')).toBeNull();
  });

  it('percent-encodes ids so they cannot change the path', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: doctor, meta: {} }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.findOne('doctors', '../users/me');

    expect(stub.calls[0]?.url).toBe(`${BASE}/api/doctors/..%2Fusers%2Fme`);
  });

  it('rejects a content-type mismatch at compile time', () => {
    const cms = createCmsClient({ baseUrl: BASE, fetch: createFetchStub().fetch });
    // @ts-expect-error users are reached through the auth calls, not find()
    void cms.find('users').catch(() => undefined);
    // @ts-expect-error yearsOfExperience is a number
    void cms.update('doctors', 1, { yearsOfExperience: 'many' }).catch(() => undefined);
  });
});

describe('content status', () => {
  it('asks every read for the client’s version, unless the query names one, and never a write', async () => {
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, contentStatus: 'draft' });

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
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, defaultLocale: 'ar' });

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
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, defaultLocale: 'en' });

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
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.find('branches');

    expect(stub.calls[0]?.url).toBe(`${BASE}/api/branches`);
  });
});

describe('single types', () => {
  const home = { id: 1, documentId: 'h1', locale: 'ar', slider: [] };

  it('getHome GETs /api/home with the home populate and the locale, returning data only', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: home, meta: {} }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.getHome('ar');

    expect(stub.calls[0]?.url).toBe(
      `${BASE}/api/home?${[
        'populate[slider][populate][0]=image',
        'populate[whoWeAre][populate][image]=true',
        'populate[whoWeAre][populate][stats][populate][0]=image',
        'populate[whyChooseUs][populate][items][populate][0]=icon',
        'populate[bookingBanner][populate][image]=true',
        'populate[bookingBanner][populate][cards][populate][0]=image',
        'locale=ar',
      ].join('&')}`,
    );
    expect(result).toEqual(home);
    expectTypeOf(result).toEqualTypeOf<Home>();
  });

  it('getMainInfo GETs /api/main-info with social media, seo and logo', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: { id: 1 }, meta: {} }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, defaultLocale: 'en' });

    const result = await cms.getMainInfo();

    expect(stub.calls[0]?.url).toBe(
      `${BASE}/api/main-info?populate[socialMedia]=true&populate[seo][populate][openGraph][populate][0]=ogImage&populate[logo]=true&locale=en`,
    );
    expectTypeOf(result).toEqualTypeOf<MainInfo>();
  });

  it('getAbout GETs /api/about with every about section', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: { id: 1 }, meta: {} }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.getAbout('en');

    expect(stub.calls[0]?.url).toBe(
      `${BASE}/api/about?${[
        'populate[images]=true',
        'populate[doctors][populate][image]=true',
        'populate[doctors][populate][specialties]=true',
        'populate[faqs]=true',
        'populate[faqImage]=true',
        'populate[seo][populate][openGraph][populate][0]=ogImage',
        'populate[whyChooseUs][populate][0]=icon',
        'populate[founders][populate][0]=image',
        'populate[branches]=true',
        'populate[reviews][populate][0]=userImage',
        'locale=en',
      ].join('&')}`,
    );
    expectTypeOf(result).toEqualTypeOf<About>();
  });

  it('findSingle reaches the other single types', async () => {
    const stub = createFetchStub(() => jsonResponse({ data: { id: 1 }, meta: {} }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    const result = await cms.findSingle('privacy-policy', { populate: ['seo'] }, { locale: 'ar' });

    expect(stub.calls[0]?.url).toBe(`${BASE}/api/privacy-policy?populate[0]=seo&locale=ar`);
    expectTypeOf(result.data).toEqualTypeOf<PrivacyPolicy>();
  });

  it('rejects a 2xx body without a data field', async () => {
    const stub = createFetchStub(() => jsonResponse({ title: 'not an envelope' }));
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await expect(cms.getHome('en')).rejects.toMatchObject({
      status: 500,
      name: 'UnknownError',
      message: 'The CMS response has no data field',
      body: { title: 'not an envelope' },
    });
  });
});

describe('authorization header', () => {
  it('is absent without a token', async () => {
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });

    await cms.find('doctors');
    await cms.getHome('en');

    expect(stub.calls.map((call) => call.headers.get('authorization'))).toEqual([null, null]);
  });

  it('is Bearer <jwt> on every call of a client with a token', async () => {
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, token: 'jwt-1' });

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
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch });
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
    const stub = createFetchStub();
    const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, token: 'jwt-3' });

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
