import 'server-only';
import type { Locale, Specialty } from '@clinic/cms-client';
import { cache } from 'react';
import { readContent } from '../cms';

export const listSpecialties = cache(async (locale: Locale): Promise<Specialty[]> => {
  const { cms, cachedFor } = await readContent();
  const { data } = await cms.find(
    'specialties',
    { locale, populate: ['icon'], sort: ['publicId:asc'], pagination: { pageSize: 100 } },
    cachedFor('specialty'),
  );
  return data;
});
