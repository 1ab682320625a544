import 'server-only';
import { isCmsError, type Locale, type Service } from '@clinic/cms-client';
import { cache } from 'react';
import { readContent } from '../cms';

const SPECIALTY_FIELDS = { fields: ['name', 'slug', 'publicId'] };

export const listServices = cache(async (locale: Locale): Promise<Service[]> => {
  const { cms, cachedFor } = await readContent();
  const { data } = await cms.find(
    'services',
    {
      locale,
      fields: ['name', 'slug', 'publicId', 'summary', 'updatedAt'],
      populate: { image: true, specialty: SPECIALTY_FIELDS },
      sort: ['publicId:asc'],
      pagination: { pageSize: 100 },
    },
    cachedFor('service', 'specialty'),
  );
  return data;
});

/** One service with its body; null when no published service has this id. */
export const findService = cache(async (locale: Locale, publicId: number): Promise<Service | null> => {
  try {
    const { cms, cachedForDocument } = await readContent();
    const { data } = await cms.findOne(
      'services',
      publicId,
      { locale, populate: { image: true, seo: true, specialty: SPECIALTY_FIELDS } },
      cachedForDocument({ model: 'service', publicId }, 'specialty'),
    );
    return data;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
});
