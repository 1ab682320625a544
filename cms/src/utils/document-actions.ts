import type { Core } from '@strapi/strapi';

/** The document service's actions that write: every other one (findMany, count, …) only reads. */
export const CHANGING_DOCUMENT_ACTIONS: ReadonlySet<string> = new Set([
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'discardDraft',
]);

/** A document-service middleware: it runs around every action of the document service (see document-middlewares.ts). */
export type DocumentMiddleware = Parameters<Core.Strapi['documents']['use']>[0];
