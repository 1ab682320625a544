import { type AuthApi, createAuthApi } from './auth';
import { type BookingApi, createBookingApi } from './booking';
import { type ContactApi, createContactApi } from './contact';
import { type FrontDeskApi, createFrontDeskApi } from './front-desk';
import { type MediaApi, createMediaApi } from './media';
import { type PatientDataApi, createPatientDataApi } from './patient-data';
import { type StaffApi, createStaffApi } from './staff';
import { type CmsErrorListener, type CmsEventHub, type CmsEvents, createEventHub } from './events';
import { ABOUT_POPULATE, HOME_POPULATE, MAIN_INFO_POPULATE } from './populate';
import { type FetchLike, type RequestOptions, type Transport, createTransport } from './request';
import type { CollectionEntityMap, CollectionName } from './types/collections';
import type { EntityInput } from './types/input';
import type { PublicationStatus, StrapiQuery } from './types/query';
import type { About, Home, MainInfo, SingleTypeEntityMap, SingleTypeName } from './types/single-types';
import type { Locale, StrapiResponse } from './types/strapi';

export type CmsClientOptions = {
  /** The CMS origin without `/api`, e.g. `http://localhost:1337`. A trailing slash is ignored. */
  baseUrl: string;
  /** A users-permissions jwt, sent as `Authorization: Bearer` on every call. */
  token?: string | null;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: FetchLike;
  /** Called once per failed call; same as `client.events.on('error', onError)`. */
  onError?: CmsErrorListener;
  /** Locale for localized content when a call names none. */
  defaultLocale?: Locale;
  /**
   * The version every read asks for when its query names none: `draft` for a preview (which needs a
   * token the CMS gives drafts to); absent, Strapi's default, the published version.
   */
  contentStatus?: PublicationStatus;
  /**
   * Check each answer that has a schema in @clinic/domain against it (default true): in development
   * and in every test, an answer outside the contract fails its call where it happens. The web
   * server turns it off in production, where the CMS and the client ship together and parsing
   * every answer would cost CPU on every request.
   */
  checkAnswers?: boolean;
};

/** The id of an entry: its stable public id (the CMS resolves it) or its `documentId`. */
export type EntryId = number | string;

type Entity<C extends CollectionName> = CollectionEntityMap[C];

/** The calls built in their own modules from the shared transport. */
type ModuleApis = AuthApi & BookingApi & ContactApi & FrontDeskApi & MediaApi & PatientDataApi & StaffApi;

export type CmsClient = ModuleApis & {
  readonly baseUrl: string;
  readonly token: string | null;
  readonly events: CmsEvents;
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
  /** A client with the same configuration and error listeners, authenticated as `token` (or anonymous for `null`). */
  withToken(token: string | null): CmsClient;
};

/** Collections without i18n: the default locale is not added to their requests. */
const NON_LOCALIZED_COLLECTIONS: ReadonlySet<CollectionName> = new Set(['contact-messages', 'appointments']);

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const events = createEventHub();
  if (options.onError) events.on('error', options.onError);
  return buildClient({ ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') }, events);
}

function buildClient(options: CmsClientOptions, events: CmsEventHub): CmsClient {
  const transport: Transport = createTransport({
    baseUrl: options.baseUrl,
    token: options.token ?? null,
    fetch: options.fetch,
    events,
    checkAnswers: options.checkAnswers ?? true,
  });

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
  const isLocalized = (collection: CollectionName): boolean => !NON_LOCALIZED_COLLECTIONS.has(collection);
  const entryPath = (collection: CollectionName, id: EntryId): string =>
    `/${collection}/${encodeURIComponent(String(id))}`;

  // Content answers are typed, not checked: their types are the content schemas' in @clinic/domain,
  // but a query's `fields` and `populate` choose what an answer holds. The custom routes' answers
  // are checked against their schemas (requestAnswer).
  const client: CmsClient = {
    ...createAuthApi(transport),
    ...createBookingApi(transport),
    ...createContactApi(transport),
    ...createFrontDeskApi(transport),
    ...createMediaApi(transport),
    ...createPatientDataApi(transport),
    ...createStaffApi(transport),
    baseUrl: options.baseUrl,
    token: transport.token,
    events,

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

    async findSingle<S extends SingleTypeName>(singleType: S, query?: StrapiQuery, requestOptions?: RequestOptions) {
      const response = await transport.requestEnvelope('GET', `/${singleType}`, {
        query: readQuery(query, requestOptions, true),
        options: requestOptions,
      });
      return response as StrapiResponse<SingleTypeEntityMap[S]>;
    },

    getHome: async (locale, requestOptions) =>
      (await client.findSingle('home', { populate: HOME_POPULATE, locale }, requestOptions)).data,
    getMainInfo: async (locale, requestOptions) =>
      (await client.findSingle('main-info', { populate: MAIN_INFO_POPULATE, locale }, requestOptions)).data,
    getAbout: async (locale, requestOptions) =>
      (await client.findSingle('about', { populate: ABOUT_POPULATE, locale }, requestOptions)).data,

    withToken: (token) => buildClient({ ...options, token }, events),
  };
  return client;
}
