import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCmsClient } from './client';
import { createFetchStub, createStubbedClient, dataAnswer, jsonResponse } from './test-support';
import type { Appointment, Doctor } from './types/collections';
import type { About, Home, MainInfo, PrivacyPolicy } from './types/single-types';

const BASE = 'http://cms.test';

// The content API's calls (content.ts): the method, path, query and body of each collection and
// single-type call, and the type of its answer. What a client's options add to them: client.test.ts.

const doctor = {
  id: 4,
  documentId: 'd0c70r0000000000000000aa',
  publicId: 12,
  slug: 'ahmed-salem',
  name: 'Dr. Ahmed Salem',
  locale: 'en',
};

describe('collection calls', () => {
  it('find GETs /api/{collection} with the query and returns data and meta', async () => {
    const meta = { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } };
    const { stub, cms } = createStubbedClient(() => jsonResponse({ data: [doctor], meta }));

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
    const { stub, cms } = createStubbedClient(() => jsonResponse({ data: created, meta: {} }, 201), {
      defaultLocale: 'ar',
    });

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
    const { stub, cms } = createStubbedClient(dataAnswer(doctor));

    await cms.update('doctors', 'd0c70r0000000000000000aa', { yearsOfExperience: 21 }, { locale: 'ar' });

    expect(stub.calls[0]?.method).toBe('PUT');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/doctors/d0c70r0000000000000000aa?locale=ar`);
    expect(stub.calls[0]?.body).toEqual({ data: { yearsOfExperience: 21 } });
  });

  it('remove DELETEs /api/{collection}/{id} and accepts a 204 with no body', async () => {
    const { stub, cms } = createStubbedClient(() => new Response(null, { status: 204 }));

    await expect(cms.remove('contact-messages', 'cm1')).resolves.toBeUndefined();

    expect(stub.calls[0]?.method).toBe('DELETE');
    expect(stub.calls[0]?.url).toBe(`${BASE}/api/contact-messages/cm1`);
    expect(stub.calls[0]?.body).toBeUndefined();
    expect(stub.calls[0]?.headers.get('content-type')).toBeNull();
  });

  it('percent-encodes ids so they cannot change the path', async () => {
    const { stub, cms } = createStubbedClient(dataAnswer(doctor));

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

describe('single types', () => {
  const home = { id: 1, documentId: 'h1', locale: 'ar', slider: [] };

  it('getHome GETs /api/home with the home populate and the locale, returning data only', async () => {
    const { stub, cms } = createStubbedClient(dataAnswer(home));

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
    const { stub, cms } = createStubbedClient(dataAnswer({ id: 1 }), {
      defaultLocale: 'en',
    });

    const result = await cms.getMainInfo();

    expect(stub.calls[0]?.url).toBe(
      `${BASE}/api/main-info?populate[socialMedia]=true&populate[seo][populate][openGraph][populate][0]=ogImage&populate[logo]=true&locale=en`,
    );
    expectTypeOf(result).toEqualTypeOf<MainInfo>();
  });

  it('getAbout GETs /api/about with every about section', async () => {
    const { stub, cms } = createStubbedClient(dataAnswer({ id: 1 }));

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

  it('rejects a 2xx body without a data field', async () => {
    const { cms } = createStubbedClient(() => jsonResponse({ title: 'not an envelope' }));

    await expect(cms.getHome('en')).rejects.toMatchObject({
      status: 500,
      name: 'UnknownError',
      message: 'The CMS response has no data field',
      body: { title: 'not an envelope' },
    });
  });

  it('findSingle reaches the other single types', async () => {
    const { stub, cms } = createStubbedClient(dataAnswer({ id: 1 }));

    const result = await cms.findSingle('privacy-policy', { populate: ['seo'] }, { locale: 'ar' });

    expect(stub.calls.map((call) => call.url)).toEqual([`${BASE}/api/privacy-policy?populate[0]=seo&locale=ar`]);
    expectTypeOf(result.data).toEqualTypeOf<PrivacyPolicy>();
  });
});

describe("doctors' ratings", () => {
  it('GETs /api/doctor-ratings with no locale and no token, and refuses an answer outside its schema', async () => {
    const ratings = { ratings: [{ doctor: doctor.documentId, count: 5, average: 4.8, distribution: [0, 0, 0, 1, 4] }] };
    const { stub, cms } = createStubbedClient(() => jsonResponse({ data: ratings }));

    expect(await cms.getDoctorRatings({ cache: 'force-cache' })).toEqual(ratings);
    expect(stub.calls.map((call) => [call.method, call.url, call.init?.cache])).toEqual([
      ['GET', `${BASE}/api/doctor-ratings`, 'force-cache'],
    ]);
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull();

    const { cms: unchecked } = createStubbedClient(() =>
      jsonResponse({ data: { ratings: [{ doctor: 'x', count: 2 }] } }),
    );
    await expect(unchecked.getDoctorRatings()).rejects.toThrow();
  });
});
