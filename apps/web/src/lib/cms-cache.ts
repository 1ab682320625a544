import type { RequestOptions } from '@clinic/cms-client';

/**
 * The CMS models a page's data comes from. Each fetch is tagged with them, so that when an editor
 * publishes a doctor, only what shows doctors is refreshed (see app/api/revalidate/route.ts).
 */
export type ContentModel =
  | 'home'
  | 'main-info'
  | 'about'
  | 'privacy-policy'
  | 'terms-and-conditions'
  | 'doctor'
  | 'branch'
  | 'specialty'
  | 'service'
  | 'article'
  | 'category'
  | 'faq'
  | 'review'
  | 'consultation-fee'
  | 'doctor-schedule';

export const CONTENT_MODELS: readonly ContentModel[] = [
  'home',
  'main-info',
  'about',
  'privacy-policy',
  'terms-and-conditions',
  'doctor',
  'branch',
  'specialty',
  'service',
  'article',
  'category',
  'faq',
  'review',
  'consultation-fee',
  'doctor-schedule',
];

/** Cached until the CMS says otherwise: public content never expires on a timer. */
export const cachedFor = (...models: ContentModel[]): RequestOptions => ({
  cache: 'force-cache',
  next: { tags: models },
});
