import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MIDDLEWARE_ORDER, registerDocumentMiddlewares } from './document-middlewares';
import type { DocumentMiddleware } from './utils/document-actions';

// Strapi's own packages load only inside a CMS (their ES builds import lodash/fp as a folder); the
// order is this module's, so the middlewares' modules load with stand-ins for them.
vi.mock('@strapi/utils', () => ({ errors: { ValidationError: Error, ApplicationError: Error } }));
vi.mock('@strapi/strapi', () => ({ factories: {} }));

describe('registerDocumentMiddlewares', () => {
  it('keeps the order the guards and the syncs rely on, outermost first', () => {
    expect(DOCUMENT_MIDDLEWARE_ORDER).toEqual([
      'spoken languages guard',
      'public id assignment',
      'setup revision counter',
      'revalidation notifier',
      'hours-change guard',
      'schedule overlap guard',
      'schedule rules guard',
      'consultation fee guard',
      'review moderation',
      'schedule label writer',
      'fact relation sync',
      'shared value sync',
      'closures of deleted doctors and branches',
    ]);
  });

  it('registers each with the document service in that order, the notifier only when there is one', () => {
    const registered: DocumentMiddleware[] = [];
    const strapi = { documents: { use: (middleware: DocumentMiddleware) => registered.push(middleware) } };
    const notifier: DocumentMiddleware = async (_context, next) => next();
    registerDocumentMiddlewares(strapi as unknown as Core.Strapi, { revalidation: notifier });
    expect(registered).toHaveLength(DOCUMENT_MIDDLEWARE_ORDER.length);
    expect(registered.indexOf(notifier)).toBe(DOCUMENT_MIDDLEWARE_ORDER.indexOf('revalidation notifier'));
    registered.length = 0;
    registerDocumentMiddlewares(strapi as unknown as Core.Strapi, { revalidation: null });
    expect(registered).toHaveLength(DOCUMENT_MIDDLEWARE_ORDER.length - 1);
  });
});
