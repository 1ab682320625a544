import { factories } from '@strapi/strapi';
import type { Core, UID } from '@strapi/strapi';
import type { DocumentMiddleware } from './document-actions';

/**
 * Content types whose entries appear in public URLs as `{publicId}-{slug}`.
 * Strapi 5's numeric `id` differs per locale and changes on publish, so URLs use `publicId`:
 * a small number assigned once per document and shared by all its locales.
 */
export const PUBLIC_ID_CONTENT_TYPES = [
  'api::specialty.specialty',
  'api::branch.branch',
  'api::doctor.doctor',
  'api::service.service',
  'api::category.category',
  'api::article.article',
] as const;

type PublicIdContentType = (typeof PUBLIC_ID_CONTENT_TYPES)[number];

const isPublicIdContentType = (uid: string): uid is PublicIdContentType =>
  (PUBLIC_ID_CONTENT_TYPES as readonly string[]).includes(uid);

/** An id in a public address that is a document's public id, not its document id. */
export const PUBLIC_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** `GET /api/{collection}/{id}` accepts the publicId as well as the documentId. */
export const createPublicIdController = (uid: PublicIdContentType) =>
  factories.createCoreController(uid, ({ strapi }) => ({
    async findOne(ctx) {
      const id = String(ctx.params.id ?? '');
      if (PUBLIC_ID_PATTERN.test(id)) {
        const entry = await strapi.db.query(uid).findOne({ where: { publicId: Number(id) }, select: ['documentId'] });
        if (!entry) return ctx.notFound();
        ctx.params.id = entry.documentId;
      }
      return super.findOne(ctx);
    },
  }));

const findPublicIdOfDocument = async (strapi: Core.Strapi, uid: UID.ContentType, documentId: string) => {
  const sibling = await strapi.db.query(uid).findOne({
    where: { documentId, publicId: { $notNull: true } },
    select: ['publicId'],
  });
  return (sibling?.publicId as number | undefined) ?? undefined;
};

const findNextPublicId = async (strapi: Core.Strapi, uid: UID.ContentType) => {
  const [highest] = await strapi.db.query(uid).findMany({
    where: { publicId: { $notNull: true } },
    select: ['publicId'],
    orderBy: { publicId: 'desc' },
    limit: 1,
  });
  return ((highest?.publicId as number | undefined) ?? 0) + 1;
};

/**
 * Gives every new document a publicId, and every new locale of an existing document the same one,
 * whichever way the entry is made (admin panel, REST, seed).
 */
export const publicIdAssignment = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    const { uid, action } = context;
    if (!isPublicIdContentType(uid) || (action !== 'create' && action !== 'update')) return next();

    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    if (!params.data || params.data.publicId != null) return next();

    const existing = params.documentId ? await findPublicIdOfDocument(strapi, uid, params.documentId) : undefined;
    if (existing !== undefined) {
      params.data.publicId = existing;
    } else if (action === 'create') {
      params.data.publicId = await findNextPublicId(strapi, uid);
    }
    return next();
  };
};
