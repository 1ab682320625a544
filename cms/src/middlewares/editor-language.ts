import type { Core } from '@strapi/strapi';
import { isLocale } from '@clinic/domain';
import { localizeHints } from '../bootstrap/editor-layouts';
import { isLabelledType, labelsInLanguage } from '../booking/schedule-labels';

const CONFIGURATION_PATH = /^\/content-manager\/content-types\/[^/]+\/configuration$/;
/** The Content Manager's answers about entries of a type: its list, one entry, and the actions on one. */
const ENTRIES_PATH = /^\/content-manager\/collection-types\/([^/]+)(?:\/|$)/;

type Labelled = { documentId?: unknown; label?: unknown };

/** The entries an answer of the Content Manager carries: a list's results, or one entry's data. */
const entriesIn = (body: unknown): Labelled[] => {
  const { results, data } = (body ?? {}) as { results?: unknown; data?: unknown };
  if (Array.isArray(results)) return results as Labelled[];
  return data && typeof data === 'object' ? [data as Labelled] : [];
};

/**
 * The Content Manager shows a field's hint as the server sends it, in one language; this serves our
 * hints in the language the signed-in administrator chose for the panel (their profile), and the
 * label that names a doctor's hours or fee ('Dr. … — Heliopolis Branch — Sunday 18:00–22:00') in it too.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200) return;
    const preferred = (ctx.state.user as { preferedLanguage?: string | null } | undefined)?.preferedLanguage;
    const language = preferred && isLocale(preferred) ? preferred : 'en';
    if (ctx.method === 'GET' && CONFIGURATION_PATH.test(ctx.path)) {
      localizeHints(ctx.body as Parameters<typeof localizeHints>[0], language);
      return;
    }
    const uid = decodeURIComponent(ENTRIES_PATH.exec(ctx.path)?.[1] ?? '');
    if (language === 'en' || !isLabelledType(uid)) return;
    const entries = entriesIn(ctx.body).filter((entry) => typeof entry.documentId === 'string');
    if (entries.length === 0) return;
    const labels = await labelsInLanguage(
      strapi,
      uid,
      entries.map((entry) => entry.documentId as string),
      language,
    );
    for (const entry of entries) entry.label = labels.get(entry.documentId as string) ?? entry.label;
  };
};
