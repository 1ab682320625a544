import 'server-only';
import type { Locale, Specialty } from '@clinic/cms-client';
import { cache } from 'react';
import { getPublicCmsClient } from '../cms';
import { cachedFor } from '../cms-cache';

export const listSpecialties = cache(async (locale: Locale): Promise<Specialty[]> => {
  const { data } = await getPublicCmsClient().find(
    'specialties',
    { locale, populate: ['icon'], sort: ['publicId:asc'], pagination: { pageSize: 100 } },
    cachedFor('specialty'),
  );
  return data;
});
