import 'server-only';
import type { Locale, Specialty } from '@clinic/cms-client';
import { cache } from 'react';
import { listContent } from '../cms';

export const listSpecialties = cache(
  (locale: Locale): Promise<Specialty[]> =>
    listContent('specialties', { locale, populate: ['icon'], sort: ['publicId:asc'] }, 'specialty'),
);
