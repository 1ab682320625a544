import type { Core, UID } from '@strapi/strapi';
import type { DocumentMiddleware } from '../utils/document-actions';

const CLOSURE = 'api::schedule-exception.schedule-exception';

/** The documents a closure can name, and the relation that names them. */
const NAMED_BY_CLOSURES: Partial<Record<UID.ContentType, 'doctor' | 'branch'>> = {
  'api::doctor.doctor': 'doctor',
  'api::branch.branch': 'branch',
};

/**
 * A closure names a doctor, a branch, or neither for the whole clinic. When the doctor or branch it
 * names is deleted in every language, the relation goes with it and the closure would read as one of
 * the whole clinic, closing every doctor on its dates: the closure is deleted with them instead (a
 * deletion in one language leaves the others naming it; see readClosures in schedule-data.ts).
 */
export const closuresOfDeleted =
  (strapi: Core.Strapi): DocumentMiddleware =>
  async (context, next) => {
    const field = NAMED_BY_CLOSURES[context.uid];
    const { documentId } = context.params as { documentId?: string };
    if (context.action !== 'delete' || !field || !documentId) return next();
    const closures = (await strapi.db.query(CLOSURE).findMany({
      where: { [field]: { documentId } },
      select: ['documentId'],
    })) as { documentId: string }[];
    const result = await next();
    if ((await strapi.db.query(context.uid).count({ where: { documentId } })) > 0) return result;
    for (const closure of new Set(closures.map((row) => row.documentId))) {
      await strapi.documents(CLOSURE).delete({ documentId: closure, locale: '*' });
    }
    return result;
  };
