import type { Core, UID } from '@strapi/strapi';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from '../bootstrap/permissions';
import { CHANGING_DOCUMENT_ACTIONS, type DocumentMiddleware } from '../utils/document-actions';
import { type RevalidationSettings, createRevalidationNotifier, readRevalidationTarget } from './notifier';
import { readCmsEnvironment } from '../environment';

/**
 * Content the web app renders and caches: the public types, plus the schedules and their
 * exceptions, which are private but change the openings shown on doctor and booking pages.
 */
const REVALIDATED_CONTENT_TYPES: ReadonlySet<string> = new Set([
  ...PUBLIC_COLLECTION_TYPES,
  ...PUBLIC_SINGLE_TYPES,
  'api::doctor-schedule.doctor-schedule',
  'api::schedule-exception.schedule-exception',
]);

const findDocumentId = (params: unknown, result: unknown) => {
  const fromParams = (params as { documentId?: unknown } | undefined)?.documentId;
  if (typeof fromParams === 'string') return fromParams;
  const fromResult = (result as { documentId?: unknown } | null | undefined)?.documentId;
  return typeof fromResult === 'string' ? fromResult : undefined;
};

/** Actions that write only a draft of a type with drafts: saving one, or throwing one away, changes no page. */
const DRAFT_ONLY_ACTIONS: ReadonlySet<string> = new Set(['create', 'update', 'discardDraft']);

/** Whether a change shows on the site: every change of a type without drafts, and a drafted type's publications. */
const changesWhatIsShown = (context: Parameters<DocumentMiddleware>[0]) =>
  !context.contentType.options?.draftAndPublish ||
  !DRAFT_ONLY_ACTIONS.has(context.action) ||
  (context.params as { status?: unknown }).status === 'published';

/**
 * The public id of a document whose model has one (the number in its page's address, which the web
 * app tags that page's reads with); none for other models, or once the document is deleted. Read
 * after the change is saved: a read that fails is logged and the notice names no public id (every
 * page of the model is refreshed), never answered to the editor as a failed save.
 */
const readPublicId = async (strapi: Core.Strapi, uid: UID.ContentType, documentId: string) => {
  if (!('publicId' in strapi.getModel(uid).attributes)) return undefined;
  try {
    const row = (await strapi.db.query(uid).findOne({ where: { documentId }, select: ['publicId'] })) as {
      publicId?: unknown;
    } | null;
    return typeof row?.publicId === 'number' ? row.publicId : undefined;
  } catch (error) {
    strapi.log.warn(`Reading ${uid} ${documentId}'s public id for the web app's notice failed: ${String(error)}`);
    return undefined;
  }
};

/**
 * Asks the web app to refresh its cached pages after every successful change to the content it
 * shows, whoever makes it (admin panel, REST, scripts): a published change is live within seconds. A
 * draft saved (by an editor, or a patient's review) changes no page and is not told.
 * Gives the document-service middleware that notices the changes (none when no web app is to be
 * told) and the function that cancels pending notices at shutdown.
 */
export const revalidationNotifier = (
  strapi: Core.Strapi,
  env: RevalidationSettings = readCmsEnvironment(),
): { middleware: DocumentMiddleware | null; stop: () => void } => {
  const target = readRevalidationTarget(env);
  if (!target) {
    if (env.WEB_REVALIDATE_URL !== 'off') {
      strapi.log.warn('REVALIDATE_SECRET is empty: the web app will not be told when content changes');
    }
    return { middleware: null, stop: () => {} };
  }

  const notifier = createRevalidationNotifier({ ...target, log: strapi.log });
  const middleware: DocumentMiddleware = async (context, next) => {
    const result = await next();
    if (
      REVALIDATED_CONTENT_TYPES.has(context.uid) &&
      CHANGING_DOCUMENT_ACTIONS.has(context.action) &&
      changesWhatIsShown(context)
    ) {
      const documentId = findDocumentId(context.params, result);
      const model = context.contentType.info.singularName;
      notifier.notify(
        model,
        documentId === undefined
          ? undefined
          : { documentId, publicId: await readPublicId(strapi, context.uid, documentId) },
      );
    }
    return result;
  };
  return { middleware, stop: () => notifier.stop() };
};
