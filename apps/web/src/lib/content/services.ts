import 'server-only';
import type { Locale, Service } from '@clinic/cms-client';
import { cache } from 'react';
import { findPageDocument, listContent } from '../cms';

const SPECIALTY_FIELDS = { fields: ['name', 'slug', 'publicId'] };

export const listServices = cache(
  (locale: Locale): Promise<Service[]> =>
    listContent(
      'services',
      {
        locale,
        fields: ['name', 'slug', 'publicId', 'summary', 'updatedAt'],
        populate: { image: true, specialty: SPECIALTY_FIELDS },
        sort: ['publicId:asc'],
      },
      'service',
      'specialty',
    ),
);

/** One service with its body; null when no published service has this id. */
export const findService = cache(
  (locale: Locale, publicId: number): Promise<Service | null> =>
    findPageDocument(
      'services',
      { model: 'service', publicId },
      { locale, populate: { image: true, seo: true, specialty: SPECIALTY_FIELDS } },
      'specialty',
    ),
);
