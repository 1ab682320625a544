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

/**
 * The tag of what a document's own page reads about that document: `doctor/3` for doctor 3's, and
 * `doctor/*` for every doctor's, which a change to an unknown doctor (a deletion, a bulk publish) expires.
 */
const documentTag = (model: ContentModel, publicId: number | '*') => `${model}/${publicId}`;

/** Cached until the CMS says otherwise: public content never expires on a timer. */
export const cachedFor = (...models: ContentModel[]): RequestOptions => ({
  cache: 'force-cache',
  next: { tags: models },
});

/**
 * A read of one document for its own page, which shows these other models beside it. A model's own
 * tag marks every read that shows any of its documents (its lists, other models' pages); this read
 * shows only the one, so an edit of another doctor leaves this doctor's page as it is, and a busy
 * site renders again only the pages the edit is on.
 */
export const cachedForDocument = (
  document: { model: ContentModel; publicId: number },
  ...models: ContentModel[]
): RequestOptions => ({
  cache: 'force-cache',
  next: { tags: [documentTag(document.model, document.publicId), documentTag(document.model, '*'), ...models] },
});

/**
 * The tags a change in the CMS expires: every read showing the model, and the changed document's own
 * page's reads, or every document's when the change does not say which one.
 */
export const tagsChangedBy = ({ model, publicId }: { model: ContentModel; publicId?: number }) => [
  model,
  documentTag(model, publicId ?? '*'),
];
