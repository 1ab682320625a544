import 'server-only';
import { type Branch, type Locale, isCmsError } from '@clinic/cms-client';
import { cache } from 'react';
import { readContent } from '../cms';

export const listBranches = cache(async (locale: Locale): Promise<Branch[]> => {
  const { cms, cachedFor } = await readContent();
  const { data } = await cms.find(
    'branches',
    { locale, populate: ['image', 'openingHours'], sort: ['publicId:asc'], pagination: { pageSize: 100 } },
    cachedFor('branch'),
  );
  return data;
});

export const findBranch = cache(async (locale: Locale, publicId: number): Promise<Branch | null> => {
  try {
    const { cms, cachedForDocument } = await readContent();
    const { data } = await cms.findOne(
      'branches',
      publicId,
      {
        locale,
        populate: {
          image: true,
          openingHours: true,
          seo: true,
          doctors: { fields: ['name', 'slug', 'publicId', 'title'], populate: ['image'] },
        },
      },
      cachedForDocument({ model: 'branch', publicId }, 'doctor'),
    );
    return data;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
});
