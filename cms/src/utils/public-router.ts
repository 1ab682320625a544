import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';

const PUBLISHED_ONLY = { policies: ['global::drafts-need-preview'] };

/** The core routes of public content: reads give visitors the published version only (see the policy). */
export const createPublicCollectionRouter = (uid: UID.CollectionType) =>
  factories.createCoreRouter(uid, { config: { find: PUBLISHED_ONLY, findOne: PUBLISHED_ONLY } });

export const createPublicSingleRouter = (uid: UID.SingleType) =>
  factories.createCoreRouter(uid, { config: { find: PUBLISHED_ONLY } });
