import { type TDoctorRatingsAnswer, ZDoctorRatingsAnswerSchema } from '@clinic/domain';
import { ABOUT_POPULATE, HOME_POPULATE, MAIN_INFO_POPULATE } from './populate';
import type { RequestOptions, Transport } from './request';
import type { CollectionEntityMap, CollectionName } from './types/collections';
import type { EntityInput } from './types/input';
import type { PublicationStatus, StrapiQuery } from './types/query';
import type { About, Home, MainInfo, SingleTypeEntityMap, SingleTypeName } from './types/single-types';
import type { Locale, StrapiResponse } from './types/strapi';

/** The id of an entry: its stable public id (the CMS resolves it) or its `documentId`. */
export type EntryId = number | string;

type Entity<C extends CollectionName> = CollectionEntityMap[C];

/**
 * Strapi's content API: the collections and single types editors write, read in a language and a
 * version (published, or the draft a preview shows). Its answers are typed, not checked: their types
 * are the content schemas' in @clinic/domain, but a query's `fields` and `populate` choose what an
 * answer holds (the custom routes' answers are checked against their schemas: requestAnswer).
 */
export type ContentApi = {
  find<C extends CollectionName>(
    collection: C,
    query?: StrapiQuery,
    options?: RequestOptions,
  ): Promise<StrapiResponse<Entity<C>[]>>;
  findOne<C extends CollectionName>(
    collection: C,
    id: EntryId,
    query?: StrapiQuery,
    options?: RequestOptions,
  ): Promise<StrapiResponse<Entity<C>>>;
  create<C extends CollectionName>(
    collection: C,
    data: EntityInput<Entity<C>>,
    options?: RequestOptions,
  ): Promise<StrapiResponse<Entity<C>>>;
  update<C extends CollectionName>(
    collection: C,
    id: EntryId,
    data: EntityInput<Entity<C>>,
    options?: RequestOptions,
  ): Promise<StrapiResponse<Entity<C>>>;
  /** Resolves once deleted; Strapi 5 answers 204 with no body. */
  remove(collection: CollectionName, id: EntryId, options?: RequestOptions): Promise<void>;
  findSingle<S extends SingleTypeName>(
    singleType: S,
    query?: StrapiQuery,
    options?: RequestOptions,
  ): Promise<StrapiResponse<SingleTypeEntityMap[S]>>;
  getHome(locale?: Locale, options?: RequestOptions): Promise<Home>;
  getMainInfo(locale?: Locale, options?: RequestOptions): Promise<MainInfo>;
  getAbout(locale?: Locale, options?: RequestOptions): Promise<About>;
  /** Every doctor's rating from the published reviews of verified visits, the same in both languages. */
  getDoctorRatings(options?: RequestOptions): Promise<TDoctorRatingsAnswer>;
};

/** Collections without i18n: the default locale is not added to their requests. */
const NON_LOCALIZED_COLLECTIONS: ReadonlySet<CollectionName> = new Set(['contact-messages', 'appointments']);

/** What the content calls take of the client's options. */
type ContentOptions = { defaultLocale?: Locale; contentStatus?: PublicationStatus };

/** How a content call's query is completed from the client's options. */
const contentQueries = (options: ContentOptions) => {
  /** Precedence: the query's own locale, then the call's, then the client default (localized types only). */
  const withLocale = (
    query: StrapiQuery | undefined,
    requestOptions: RequestOptions | undefined,
    isLocalized: boolean,
  ): StrapiQuery | undefined => {
    const locale = query?.locale ?? requestOptions?.locale ?? (isLocalized ? options.defaultLocale : undefined);
    return locale === undefined ? query : { ...query, locale };
  };
  /** A read's query: its locale as above, and the client's version of the content unless it names one. */
  const readQuery = (
    query: StrapiQuery | undefined,
    requestOptions: RequestOptions | undefined,
    isLocalized: boolean,
  ): StrapiQuery | undefined => {
    const localized = withLocale(query, requestOptions, isLocalized);
    if (!options.contentStatus || localized?.status) return localized;
    return { ...localized, status: options.contentStatus };
  };
  return { withLocale, readQuery };
};

export function createContentApi(transport: Transport, options: ContentOptions): ContentApi {
  const { withLocale, readQuery } = contentQueries(options);
  const isLocalized = (collection: CollectionName): boolean => !NON_LOCALIZED_COLLECTIONS.has(collection);
  const entryPath = (collection: CollectionName, id: EntryId): string =>
    `/${collection}/${encodeURIComponent(String(id))}`;

  const findSingle: ContentApi['findSingle'] = async <S extends SingleTypeName>(
    singleType: S,
    query?: StrapiQuery,
    requestOptions?: RequestOptions,
  ) => {
    const response = await transport.requestEnvelope('GET', `/${singleType}`, {
      query: readQuery(query, requestOptions, true),
      options: requestOptions,
    });
    return response as StrapiResponse<SingleTypeEntityMap[S]>;
  };

  /** A single type's page in a language, with what it shows populated. */
  const singlePage =
    <S extends SingleTypeName>(singleType: S, populate: StrapiQuery['populate']) =>
    async (locale?: Locale, requestOptions?: RequestOptions) =>
      (await findSingle(singleType, { populate, locale }, requestOptions)).data;

  return {
    getDoctorRatings: (requestOptions) =>
      transport.requestAnswer('GET', '/doctor-ratings', ZDoctorRatingsAnswerSchema, { options: requestOptions }),

    async find<C extends CollectionName>(collection: C, query?: StrapiQuery, requestOptions?: RequestOptions) {
      const response = await transport.requestEnvelope('GET', `/${collection}`, {
        query: readQuery(query, requestOptions, isLocalized(collection)),
        options: requestOptions,
      });
      return response as StrapiResponse<Entity<C>[]>;
    },

    async findOne<C extends CollectionName>(
      collection: C,
      id: EntryId,
      query?: StrapiQuery,
      requestOptions?: RequestOptions,
    ) {
      const response = await transport.requestEnvelope('GET', entryPath(collection, id), {
        query: readQuery(query, requestOptions, isLocalized(collection)),
        options: requestOptions,
      });
      return response as StrapiResponse<Entity<C>>;
    },

    async create<C extends CollectionName>(
      collection: C,
      data: EntityInput<Entity<C>>,
      requestOptions?: RequestOptions,
    ) {
      const response = await transport.requestEnvelope('POST', `/${collection}`, {
        query: withLocale(undefined, requestOptions, isLocalized(collection)),
        body: { data },
        options: requestOptions,
      });
      return response as StrapiResponse<Entity<C>>;
    },

    async update<C extends CollectionName>(
      collection: C,
      id: EntryId,
      data: EntityInput<Entity<C>>,
      requestOptions?: RequestOptions,
    ) {
      const response = await transport.requestEnvelope('PUT', entryPath(collection, id), {
        query: withLocale(undefined, requestOptions, isLocalized(collection)),
        body: { data },
        options: requestOptions,
      });
      return response as StrapiResponse<Entity<C>>;
    },

    async remove(collection, id, requestOptions) {
      await transport.request('DELETE', entryPath(collection, id), {
        query: withLocale(undefined, requestOptions, isLocalized(collection)),
        options: requestOptions,
      });
    },

    findSingle,

    getHome: singlePage('home', HOME_POPULATE),
    getMainInfo: singlePage('main-info', MAIN_INFO_POPULATE),
    getAbout: singlePage('about', ABOUT_POPULATE),
  };
}
