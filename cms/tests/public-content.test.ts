import { createCmsClient } from '@clinic/cms-client';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

describe('public content', () => {
  let client: ReturnType<typeof createCmsClient>;
  beforeAll(() => {
    client = createCmsClient({ baseUrl: inject('cmsUrl') });
  });

  it('lists at least 8 doctors in Arabic, each sharing its publicId and documentId with an English one', async () => {
    const [english, arabic] = await Promise.all([
      client.find('doctors', { locale: 'en', pagination: { pageSize: 100 } }),
      client.find('doctors', { locale: 'ar', pagination: { pageSize: 100 } }),
    ]);
    expect(arabic.data.length).toBeGreaterThanOrEqual(8);
    expect(arabic.data.length).toBe(english.data.length);
    for (const doctor of arabic.data) {
      expect(doctor.name).toMatch(ARABIC_LETTERS);
      const twin = english.data.find((candidate) => candidate.documentId === doctor.documentId);
      expect(twin?.publicId).toBe(doctor.publicId);
      expect(twin?.name).not.toMatch(ARABIC_LETTERS);
    }
    const publicIds = english.data.map((doctor) => doctor.publicId);
    expect(new Set(publicIds).size).toBe(publicIds.length);
  });

  it('finds one doctor by publicId and by documentId, in either locale', async () => {
    const { data: doctors } = await client.find('doctors', { locale: 'en', pagination: { pageSize: 1 } });
    const doctor = doctors[0];
    expect(doctor).toBeDefined();
    if (!doctor) return;
    const byPublicId = await client.findOne('doctors', doctor.publicId, { locale: 'ar' });
    const byDocumentId = await client.findOne('doctors', doctor.documentId, { locale: 'en' });
    expect(byPublicId.data.documentId).toBe(doctor.documentId);
    expect(byPublicId.data.name).toMatch(ARABIC_LETTERS);
    expect(byDocumentId.data.name).toBe(doctor.name);
  });

  it('answers 404 for an unknown publicId', async () => {
    await expect(client.findOne('doctors', 999_999)).rejects.toMatchObject({ status: 404, name: 'NotFoundError' });
  });

  it('seeds the minimum demo content of every collection in both locales', async () => {
    const minimum = {
      branches: 3,
      specialties: 6,
      services: 10,
      articles: 6,
      categories: 3,
      faqs: 8,
      reviews: 3,
    } as const;
    for (const [collection, count] of Object.entries(minimum) as [keyof typeof minimum, number][]) {
      for (const locale of ['en', 'ar'] as const) {
        const { meta } = await client.find(collection, { locale, pagination: { pageSize: 1 } });
        expect(meta.pagination?.total, `${collection} in ${locale}`).toBeGreaterThanOrEqual(count);
      }
    }
  });

  it('gives each branch a +20 phone, a map link and opening hours for all seven days', async () => {
    const { data: branches } = await client.find('branches', { locale: 'ar', populate: ['openingHours'] });
    expect(branches.length).toBeGreaterThan(0);
    for (const branch of branches) {
      expect(branch.phone).toMatch(/^\+20\d{8,10}$/);
      expect(branch.locationLink).toMatch(/^https:\/\//);
      expect(branch.address).toMatch(ARABIC_LETTERS);
      expect(new Set(branch.openingHours?.map((hours) => hours.day))).toEqual(
        new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
      );
    }
  });

  it('relates doctors to specialties and branches in the same locale', async () => {
    const { data: doctors } = await client.find('doctors', {
      locale: 'ar',
      populate: ['specialties', 'branches', 'image', 'medicalDegrees'],
    });
    expect(doctors.length).toBeGreaterThan(0);
    for (const doctor of doctors) {
      expect(doctor.specialties?.length).toBeGreaterThan(0);
      expect(doctor.branches?.length).toBeGreaterThan(0);
      expect(doctor.specialties?.every((specialty) => ARABIC_LETTERS.test(specialty.name))).toBe(true);
      expect(doctor.image?.url).toMatch(/^\/uploads\//);
      expect(doctor.medicalDegrees?.length).toBeGreaterThan(0);
    }
  });

  it('serves home, main-info and about populated, in both locales', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const [home, mainInfo, about] = await Promise.all([
        client.getHome(locale),
        client.getMainInfo(locale),
        client.getAbout(locale),
      ]);
      expect(home.slider?.length).toBeGreaterThan(0);
      expect(home.slider?.[0]?.image?.url).toMatch(/^\/uploads\//);
      expect(home.whoWeAre?.stats?.length).toBeGreaterThan(0);
      expect(home.bookingBanner?.cards?.length).toBeGreaterThan(0);
      expect(home.whyChooseUs?.items?.length).toBeGreaterThan(0);
      expect(mainInfo.seo?.metaTitle).toBeTruthy();
      expect(mainInfo.seo?.openGraph?.ogImage?.url).toMatch(/^\/uploads\//);
      expect(mainInfo.socialMedia?.length).toBeGreaterThan(0);
      expect(about.doctors?.length).toBeGreaterThan(0);
      expect(about.founders?.[0]?.image?.url).toMatch(/^\/uploads\//);
      expect(about.reviews?.length).toBeGreaterThan(0);
      if (locale === 'ar') expect(mainInfo.clinicName).toMatch(ARABIC_LETTERS);
    }
  });

  it('responsive image formats were generated by the upload service', async () => {
    const { data: doctors } = await client.find('doctors', { populate: ['image'], pagination: { pageSize: 1 } });
    const formats = doctors[0]?.image?.formats ?? {};
    expect(Object.keys(formats)).toEqual(expect.arrayContaining(['thumbnail', 'small']));
  });
});
