import type { TLocale, TPagePagination, TStrapiComponent, TStrapiDocument } from '@clinic/domain';

/** The two content locales; `en` is the CMS default locale. */
export type Locale = TLocale;

/** System fields every Strapi 5 document carries; see ZStrapiDocumentSchema in @clinic/domain. */
export type StrapiDocument = TStrapiDocument;

/** Repeatable and single components carry their own row id; see ZStrapiComponentSchema. */
export type StrapiComponent = TStrapiComponent;

/** Where one page of a list stands; see ZPagePaginationSchema in @clinic/domain. */
export type PagePagination = TPagePagination;

export type OffsetPagination = {
  start: number;
  limit: number;
  total: number;
};

export type StrapiMeta = {
  /** Present on collection lists; its shape follows the pagination style of the request. */
  pagination?: PagePagination | OffsetPagination;
};

export type StrapiResponse<T> = {
  data: T;
  meta: StrapiMeta;
};
