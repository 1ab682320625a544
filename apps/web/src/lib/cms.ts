import 'server-only';
import {
  type CmsClient,
  type CmsError,
  type CollectionName,
  type RequestOptions,
  type StrapiQuery,
  createCmsClient,
  isCmsError,
} from '@clinic/cms-client';
import { cache } from 'react';
import { readServerEnv } from '@/env';
import { type ContentModel, cachedFor, cachedForDocument } from './cms-cache';
import { readPreviewStatus } from './preview';
import type { PreviewStatus } from '@clinic/domain';

/** Failures are logged on the server; a 404 is an answer (an unknown id, a missing picture), not a failure. */
const logFailure = (error: CmsError) => {
  if (error.status !== 404) console.error(`[cms] ${error.status} ${error.name}: ${error.message}`);
};

/**
 * Where every client of this server finds the CMS, and whether it checks the answers against the
 * contract in @clinic/domain: in development, not in production (see CmsClientOptions.checkAnswers).
 */
export const cmsClientSettings = () => {
  const env = readServerEnv();
  return { baseUrl: env.CMS_URL, checkAnswers: env.NODE_ENV !== 'production' };
};

/**
 * The anonymous CMS client for public content. It never carries a token, so public pages stay
 * cacheable.
 */
export const getPublicCmsClient = () => createCmsClient({ ...cmsClientSettings(), onError: logFailure });

type ContentSource = {
  cms: CmsClient;
  /** The fetch options of a read that shows these models. */
  cachedFor: (...models: ContentModel[]) => RequestOptions;
  /** The fetch options of a read of one document for its own page, which shows these other models too. */
  cachedForDocument: typeof cachedForDocument;
};

/** A preview's reads are its own: never stored, never served to anyone else. */
const UNCACHED: RequestOptions = { cache: 'no-store' };

/** A client that reads the given version of the content, drafts included, with the preview's token. */
export const createPreviewCmsClient = (status: PreviewStatus) => {
  return createCmsClient({
    ...cmsClientSettings(),
    token: readServerEnv().PREVIEW_API_TOKEN,
    contentStatus: status,
    onError: logFailure,
  });
};

/**
 * Where this request's content comes from. A visitor reads the published content, cached until the
 * CMS says it changed. A preview (see lib/preview.ts) reads the version the editor asked for with the
 * preview's own token, fresh on every request.
 */
export const readContent = cache(async (): Promise<ContentSource> => {
  const status = await readPreviewStatus();
  if (!status) return { cms: getPublicCmsClient(), cachedFor, cachedForDocument };
  return { cms: createPreviewCmsClient(status), cachedFor: () => UNCACHED, cachedForDocument: () => UNCACHED };
});

/**
 * Every entry of a collection a page lists, in the CMS's largest page (100: the clinic has far fewer),
 * read as `query` says and kept with the tags of the `models` the list shows.
 */
export const listContent = async <C extends CollectionName>(
  collection: C,
  query: StrapiQuery,
  ...models: ContentModel[]
) => {
  const { cms, cachedFor } = await readContent();
  const { data } = await cms.find(collection, { ...query, pagination: { pageSize: 100 } }, cachedFor(...models));
  return data;
};

/**
 * One document for its own page, by the public id in the page's address (`document`: its model and
 * id), read as `query` says and kept with the tags of that document and of the `related` models the
 * page shows; null when the CMS has no such document to show (404).
 */
export const findPageDocument = async <C extends CollectionName>(
  collection: C,
  document: { model: ContentModel; publicId: number },
  query: StrapiQuery,
  ...related: ContentModel[]
) => {
  try {
    const { cms, cachedForDocument } = await readContent();
    const { data } = await cms.findOne(collection, document.publicId, query, cachedForDocument(document, ...related));
    return data;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
};
