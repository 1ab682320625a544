import type { Core } from '@strapi/strapi';
import { closuresOfDeleted } from './booking/closures-of-deleted';
import { consultationFeeGuard } from './booking/consultation-fee-guard';
import { hoursChangeGuard } from './booking/hours-change-guard';
import { scheduleLabelWriter } from './booking/schedule-labels';
import { scheduleOverlapGuard } from './booking/schedule-overlap-guard';
import { scheduleRulesGuard } from './booking/schedule-rules-guard';
import { setupRevisionCounter } from './booking/setup-cache';
import { reviewModeration } from './reviews/review-moderation';
import { spokenLanguagesGuard } from './doctors/spoken-languages';
import { factRelationSync, sharedValueSync } from './i18n/fact-relations';
import type { DocumentMiddleware } from './utils/document-actions';
import { publicIdAssignment } from './utils/public-id';

/** What a middleware needs besides the CMS: the revalidation notifier's, made with its stop function. */
type MiddlewareParts = { revalidation: DocumentMiddleware | null };

/**
 * Every document-service middleware of the CMS, outermost first. Strapi runs them in the order they
 * are registered, each around the ones after it, so the order is part of what they do: this list is
 * the one place it is kept (document-middlewares.test.ts pins it).
 */
const DOCUMENT_MIDDLEWARES: readonly (readonly [
  name: string,
  make: (strapi: Core.Strapi, parts: MiddlewareParts) => DocumentMiddleware | null,
])[] = [
  ['spoken languages guard', spokenLanguagesGuard],
  ['public id assignment', publicIdAssignment],
  // Outside the hours-change guard's transaction: its second count comes after the change is committed.
  ['setup revision counter', setupRevisionCounter],
  // Outside the guards: the web app is told of a change only once every guard let it through.
  ['revalidation notifier', (_strapi, parts) => parts.revalidation],
  // Around the overlap guard and the language sync: it checks hours that are valid, in every language.
  ['hours-change guard', hoursChangeGuard],
  ['schedule overlap guard', scheduleOverlapGuard],
  // Inside the overlap guard: hours that break a rule are refused for it, before any overlap is looked for.
  ['schedule rules guard', scheduleRulesGuard],
  ['consultation fee guard', consultationFeeGuard],
  ['review moderation', reviewModeration],
  ['schedule label writer', scheduleLabelWriter],
  ['fact relation sync', factRelationSync],
  ['shared value sync', sharedValueSync],
  ['closures of deleted doctors and branches', closuresOfDeleted],
];

/** The middlewares' names, outermost first. */
export const DOCUMENT_MIDDLEWARE_ORDER = DOCUMENT_MIDDLEWARES.map(([name]) => name);

/** Registers every document-service middleware, in the order of DOCUMENT_MIDDLEWARES. */
export const registerDocumentMiddlewares = (strapi: Core.Strapi, parts: MiddlewareParts) => {
  for (const [, make] of DOCUMENT_MIDDLEWARES) {
    const middleware = make(strapi, parts);
    if (middleware) strapi.documents.use(middleware);
  }
};
