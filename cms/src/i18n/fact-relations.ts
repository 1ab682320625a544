import type { Core, UID } from '@strapi/strapi';
import type { DocumentMiddleware } from '../utils/document-actions';

/**
 * Links that are facts, not words: which branches a doctor works at, their specialties, a service's
 * specialty, whom a closure applies to, which doctor a review is about. Strapi 5 keeps every relation of a localized type per
 * language, so each of these is copied to the other languages whenever it is saved or published in
 * one (both sides of a link: an editor may change it from either end). The booking reads them in the
 * default language only.
 */
const FACT_RELATIONS: Readonly<Partial<Record<UID.ContentType, readonly string[]>>> = {
  'api::doctor.doctor': ['branches', 'specialties'],
  'api::branch.branch': ['doctors'],
  'api::specialty.specialty': ['doctors', 'services'],
  'api::service.service': ['specialty'],
  'api::schedule-exception.schedule-exception': ['doctor', 'branch'],
  'api::review.review': ['doctor'],
};

/** The side of each link that owns it; comparing these finds every divergence once. */
const OWNING_SIDES: readonly [UID.ContentType, string][] = [
  ['api::doctor.doctor', 'branches'],
  ['api::doctor.doctor', 'specialties'],
  ['api::service.service', 'specialty'],
  ['api::schedule-exception.schedule-exception', 'doctor'],
  ['api::schedule-exception.schedule-exception', 'branch'],
  ['api::review.review', 'doctor'],
];

type Row = { id: number; locale: string; publishedAt: string | null } & Record<string, unknown>;
type Linked = { documentId: string } | { documentId: string }[] | null | undefined;

const DEFAULT_LOCALE = 'en';

const linkedDocumentIds = (value: unknown) =>
  ((Array.isArray(value) ? value : value ? [value] : []) as { documentId: string }[])
    .map((entry) => entry.documentId)
    .sort();

const readRows = (strapi: Core.Strapi, uid: UID.ContentType, documentId: string, attributes: readonly string[]) =>
  strapi.db.query(uid).findMany({
    where: { documentId },
    select: ['id', 'locale', 'publishedAt'],
    populate: Object.fromEntries(attributes.map((attribute) => [attribute, { select: ['documentId'] }])),
  }) as Promise<Row[]>;

const isSameStatus = (a: Row, b: Row) => (a.publishedAt === null) === (b.publishedAt === null);

/** Links `row` to the same documents `source` links to, in `row`'s language and status. */
const copyLinks = async (strapi: Core.Strapi, uid: UID.ContentType, attribute: string, source: Row, row: Row) => {
  const wanted = linkedDocumentIds(source[attribute] as Linked);
  if (wanted.join() === linkedDocumentIds(row[attribute] as Linked).join()) return;
  const attributes = strapi.contentType(uid).attributes as Record<string, unknown>;
  const definition = attributes[attribute] as { target: UID.ContentType; relation: string };
  const targets = (await strapi.db.query(definition.target).findMany({
    where: {
      documentId: { $in: wanted },
      locale: row.locale,
      publishedAt: row.publishedAt === null ? null : { $notNull: true },
    },
    select: ['id'],
  })) as { id: number }[];
  const ids = targets.map((target) => target.id);
  const isToOne = definition.relation === 'manyToOne' || definition.relation === 'oneToOne';
  await strapi.db.query(uid).update({ where: { id: row.id }, data: { [attribute]: isToOne ? (ids[0] ?? null) : ids } });
};

/** Makes every other language's rows of the same status link what `locale`'s rows link. */
const copyFromLocale = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  locale: string,
  statuses: { draft: boolean; published: boolean },
) => {
  const attributes = FACT_RELATIONS[uid] ?? [];
  const rows = await readRows(strapi, uid, documentId, attributes);
  for (const source of rows.filter((row) => row.locale === locale)) {
    if (source.publishedAt === null ? !statuses.draft : !statuses.published) continue;
    for (const row of rows.filter((candidate) => candidate.locale !== locale && isSameStatus(candidate, source))) {
      for (const attribute of attributes) await copyLinks(strapi, uid, attribute, source, row);
    }
  }
};

type AttributeDefinition = { type: string; pluginOptions?: { i18n?: { localized?: boolean } } };

/** Kinds of attribute kept in a table of their own (links, pictures, components): not copied as values. */
const LINKED_KINDS = new Set(['relation', 'media', 'component', 'dynamiczone']);

/**
 * The attributes of a type that are the same in every language and stored in its own row: numbers,
 * choices, JSON (a doctor's years of experience, gender and languages). Strapi copies them to the other
 * languages' drafts on every save, but a publish makes the published entry of one language only.
 */
const sharedValueAttributes = (strapi: Core.Strapi, uid: UID.ContentType) => {
  const contentType = strapi.contentType(uid);
  const isLocalized = (contentType.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized;
  if (!isLocalized || contentType.options?.draftAndPublish !== true) return [];
  return Object.entries(contentType.attributes as Record<string, AttributeDefinition>)
    .filter(
      ([, definition]) => definition.pluginOptions?.i18n?.localized === false && !LINKED_KINDS.has(definition.type),
    )
    .map(([name]) => name);
};

/** Gives the other languages' published rows the shared values `locale`'s published row holds. */
const copySharedValues = async (strapi: Core.Strapi, uid: UID.ContentType, documentId: string, locale: string) => {
  const attributes = sharedValueAttributes(strapi, uid);
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['id', 'locale', ...attributes],
  })) as Row[];
  const source = rows.find((row) => row.locale === locale);
  if (!source) return;
  for (const row of rows.filter((candidate) => candidate.locale !== locale)) {
    const changed = attributes.filter(
      (attribute) => JSON.stringify(row[attribute]) !== JSON.stringify(source[attribute]),
    );
    if (changed.length === 0) continue;
    await strapi.db.query(uid).update({
      where: { id: row.id },
      data: Object.fromEntries(changed.map((attribute) => [attribute, source[attribute]])),
    });
  }
};

/** Gives a new language's rows the links the `from` language's rows of the same status have. */
const adoptLinks = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  { from, to }: { from: string; to: string },
) => {
  const attributes = FACT_RELATIONS[uid] ?? [];
  const rows = await readRows(strapi, uid, documentId, attributes);
  const origin = rows.filter((row) => row.locale === from);
  for (const row of rows.filter((candidate) => candidate.locale === to)) {
    const twin = origin.find((candidate) => isSameStatus(candidate, row)) ?? origin[0];
    if (twin) for (const attribute of attributes) await copyLinks(strapi, uid, attribute, twin, row);
  }
};

/** `{ connect: [], disconnect: [] }` is how the admin panel says a link field was left as it was. */
const isLinkChange = (value: unknown) => {
  if (value === undefined) return false;
  if (value === null || Array.isArray(value) || typeof value !== 'object') return true;
  const { connect, disconnect, set } = value as { connect?: unknown[]; disconnect?: unknown[]; set?: unknown };
  return set !== undefined || (connect?.length ?? 0) > 0 || (disconnect?.length ?? 0) > 0;
};

type DocumentParams = {
  documentId?: string;
  locale?: string | string[];
  status?: string;
  data?: Record<string, unknown>;
};

/**
 * Keeps the fact links equal in every language, whoever writes them (admin panel, REST, document API):
 * - a save that changes a link in one language copies that language's links to the others' drafts
 *   (or, for types without drafts, their only rows);
 * - a new language of an existing entry starts with the default language's links;
 * - a publish copies the links to the other languages' drafts and published rows, so the site and the
 *   booking agree in both languages at once.
 */
export const factRelationSync = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    const attributes = FACT_RELATIONS[context.uid];
    if (!attributes || !['update', 'publish'].includes(context.action)) return next();
    const params = context.params as DocumentParams;
    const { documentId } = params;
    const locale = typeof params.locale === 'string' && params.locale !== '*' ? params.locale : DEFAULT_LOCALE;
    if (!documentId) return next();

    const before = await readRows(strapi, context.uid, documentId, []);
    const result = await next();
    const isNewLanguage = before.length > 0 && !before.some((row) => row.locale === locale);
    const hasDrafts = strapi.contentType(context.uid).options?.draftAndPublish === true;
    if (isNewLanguage) {
      const source = before.some((row) => row.locale === DEFAULT_LOCALE) ? DEFAULT_LOCALE : (before[0]?.locale ?? '');
      await adoptLinks(strapi, context.uid, documentId, { from: source, to: locale });
    } else if (context.action === 'publish' || params.status === 'published') {
      // An update with `status: 'published'` (REST's `?status=published`) publishes inside the document service.
      await copyFromLocale(strapi, context.uid, documentId, locale, { draft: true, published: true });
    } else if (attributes.some((attribute) => isLinkChange(params.data?.[attribute]))) {
      await copyFromLocale(strapi, context.uid, documentId, locale, { draft: true, published: !hasDrafts });
    }
    return result;
  };
};

/**
 * Keeps the values that are the same in every language equal in what is published: a publish in one
 * language (the admin panel's Publish, REST's `?status=published`, the document API) copies them to
 * the other languages' published entries. A doctor's gender and languages, a branch's phone, the
 * clinic's WhatsApp number, a policy's version: changed and published in English, the Arabic site
 * shows them at once, without the Arabic entry being published again.
 */
export const sharedValueSync = (strapi: Core.Strapi): DocumentMiddleware => {
  const attributesOf = new Map<UID.ContentType, string[]>();
  return async (context, next) => {
    const result = await next();
    const params = context.params as DocumentParams;
    const isPublish = context.action === 'publish' || (context.action === 'update' && params.status === 'published');
    if (!isPublish || !params.documentId) return result;
    if (!attributesOf.has(context.uid)) attributesOf.set(context.uid, sharedValueAttributes(strapi, context.uid));
    if ((attributesOf.get(context.uid) ?? []).length === 0) return result;
    const locale = typeof params.locale === 'string' && params.locale !== '*' ? params.locale : DEFAULT_LOCALE;
    await copySharedValues(strapi, context.uid, params.documentId, locale);
    return result;
  };
};

/** Logs, at boot, every fact link a database holds differently in two languages, so an editor can fix it. */
export const logFactRelationDivergences = async (strapi: Core.Strapi) => {
  for (const [uid, attribute] of OWNING_SIDES) {
    const rows = (await strapi.db.query(uid).findMany({
      select: ['id', 'documentId', 'locale', 'publishedAt'],
      populate: { [attribute]: { select: ['documentId'] } },
    })) as (Row & { documentId: string })[];
    const groups = new Map<string, (Row & { documentId: string })[]>();
    for (const row of rows) {
      const key = `${row.documentId}|${row.publishedAt === null ? 'draft' : 'published'}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const [key, group] of groups) {
      const sets = new Map(
        group
          .sort((a, b) =>
            a.locale === DEFAULT_LOCALE ? -1 : b.locale === DEFAULT_LOCALE ? 1 : a.locale.localeCompare(b.locale),
          )
          .map((row) => [row.locale, linkedDocumentIds(row[attribute] as Linked).join(', ')]),
      );
      if (new Set(sets.values()).size <= 1) continue;
      const [documentId, status] = key.split('|');
      strapi.log.warn(
        `${strapi.contentType(uid).info.displayName} ${documentId} (${status}) links "${attribute}" differently per language: ` +
          [...sets].map(([locale, ids]) => `${locale}: [${ids}]`).join('; ') +
          '. The booking follows English; publish the entry in English to copy its links to every language.',
      );
    }
  }
};
