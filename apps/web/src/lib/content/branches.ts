import 'server-only';
import type { Branch, Locale } from '@clinic/cms-client';
import { cache } from 'react';
import { findPageDocument, listContent } from '../cms';

export const listBranches = cache(
  (locale: Locale): Promise<Branch[]> =>
    listContent('branches', { locale, populate: ['image', 'openingHours'], sort: ['publicId:asc'] }, 'branch'),
);

export const findBranch = cache(
  (locale: Locale, publicId: number): Promise<Branch | null> =>
    findPageDocument(
      'branches',
      { model: 'branch', publicId },
      {
        locale,
        populate: {
          image: true,
          openingHours: true,
          seo: true,
          doctors: { fields: ['name', 'slug', 'publicId', 'title'], populate: ['image'] },
        },
      },
      'doctor',
    ),
);
