import type { TPagePagination } from '@clinic/domain';

/** The two content locales; `en` is the CMS default locale. */
export type Locale = 'en' | 'ar';

/** System fields every Strapi 5 document carries in the flat (v5) response format. */
export type StrapiDocument = {
  /** Row id: changes between locales and draft/published versions, so never use it in URLs. */
  id: number;
  /** Stable across locales and versions. */
  documentId: string;
  createdAt: string;
  updatedAt: string;
  /** `null` for drafts; set on creation for types without draft & publish. */
  publishedAt: string | null;
};

/** Documents of i18n-enabled types carry the locale they were returned in. */
export type LocalizedDocument = StrapiDocument & {
  locale: Locale;
};

/** Collections that appear in public URLs as `{publicId}-{slug}`. */
export type PublicDocument = LocalizedDocument & {
  /** Assigned once by the CMS and shared by both locales, so a URL survives a language switch. */
  publicId: number;
  /** Localized: Arabic slugs are Arabic words joined by '-'. */
  slug: string;
};

/** Repeatable and single components carry their own row id. */
export type StrapiComponent = {
  id: number;
};

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
