import 'server-only';
import { type Doctor, type Locale, isCmsError } from '@clinic/cms-client';
import { cache } from 'react';
import { getPublicCmsClient } from '../cms';
import { cachedFor } from '../cms-cache';

const LIST_POPULATE = {
  image: true,
  specialties: { fields: ['name', 'slug', 'publicId'] },
  branches: { fields: ['name', 'slug', 'publicId', 'city'] },
};

export const listDoctors = cache(async (locale: Locale): Promise<Doctor[]> => {
  const { data } = await getPublicCmsClient().find(
    'doctors',
    { locale, populate: LIST_POPULATE, sort: ['publicId:asc'], pagination: { pageSize: 100 } },
    cachedFor('doctor', 'specialty', 'branch'),
  );
  return data;
});

/** One doctor with everything the doctor page shows; null when no published doctor has this id. */
export const findDoctor = cache(async (locale: Locale, publicId: number): Promise<Doctor | null> => {
  try {
    const { data } = await getPublicCmsClient().findOne(
      'doctors',
      publicId,
      {
        locale,
        populate: {
          ...LIST_POPULATE,
          medicalDegrees: true,
          seo: true,
          branches: { fields: ['name', 'slug', 'publicId', 'city', 'address', 'phone'] },
          articles: { fields: ['title', 'slug', 'publicId', 'excerpt', 'publishedDate'], populate: ['cover'] },
        },
      },
      cachedFor('doctor', 'specialty', 'branch', 'article'),
    );
    return data;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
});
