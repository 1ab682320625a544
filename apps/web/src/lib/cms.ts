import 'server-only';
import { type CmsClient, type CmsError, type RequestOptions, createCmsClient } from '@clinic/cms-client';
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
