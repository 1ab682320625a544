import type { Core, UID } from '@strapi/strapi';

export type SeedLocale = 'en' | 'ar';

type Data = Record<string, unknown>;

/**
 * The slice of the document service the seed uses. The generated input types differ per content
 * type; the seed builds plain objects for all of them, so it talks to this narrower shape.
 */
type SeedDocuments = {
  findFirst: (params: { filters: Data; locale: SeedLocale; status: 'draft' }) => Promise<{ documentId: string } | null>;
  create: (params: { data: Data; locale: SeedLocale; status: 'published' }) => Promise<{ documentId: string }>;
  update: (params: { documentId: string; data: Data; locale: SeedLocale; status: 'published' }) => Promise<unknown>;
};

const seedDocuments = (strapi: Core.Strapi, uid: UID.ContentType) => strapi.documents(uid) as unknown as SeedDocuments;

/**
 * Creates a document in English then adds its Arabic locale, both published, unless a document with
 * the same English `identity` already exists: editors' changes are never overwritten and a second
 * run creates nothing. Returns the documentId either way.
 */
export const ensureLocalizedDocument = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  identity: Data,
  buildData: (locale: SeedLocale) => Promise<Data> | Data,
): Promise<string> => {
  const documents = seedDocuments(strapi, uid);
  const existing = await documents.findFirst({ filters: identity, locale: 'en', status: 'draft' });
  if (existing) return existing.documentId;

  const created = await documents.create({ data: await buildData('en'), locale: 'en', status: 'published' });
  await documents.update({
    documentId: created.documentId,
    data: await buildData('ar'),
    locale: 'ar',
    status: 'published',
  });
  return created.documentId;
};

/** Single types exist at most once per locale: same rule with no identity filter. */
export const ensureLocalizedSingleType = (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  buildData: (locale: SeedLocale) => Promise<Data> | Data,
) => ensureLocalizedDocument(strapi, uid, {}, buildData);
