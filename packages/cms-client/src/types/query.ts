import type { Locale } from './strapi';

export type FilterOperator =
  | '$eq'
  | '$eqi'
  | '$ne'
  | '$nei'
  | '$lt'
  | '$lte'
  | '$gt'
  | '$gte'
  | '$in'
  | '$notIn'
  | '$contains'
  | '$notContains'
  | '$containsi'
  | '$notContainsi'
  | '$null'
  | '$notNull'
  | '$between'
  | '$startsWith'
  | '$startsWithi'
  | '$endsWith'
  | '$endsWithi';

export type FilterScalar = string | number | boolean | null;

/**
 * Field names, relation names, operators and `$and`/`$or`/`$not` all share one recursive shape:
 * Strapi accepts any nesting depth (`filters[specialties][documentId][$eq]`), so the type stays
 * structural rather than enumerating fields per collection.
 */
export type Filters = {
  readonly [key: string]: FilterValue | undefined;
};

export type FilterValue = FilterScalar | readonly FilterScalar[] | Filters | readonly Filters[];

/** One populated field: `true` (all of it), or the object form needed for nested components, media and dynamic zones. */
export type PopulateEntry = {
  readonly populate?: Populate;
  readonly fields?: readonly string[];
  readonly filters?: Filters;
  readonly sort?: Sort;
  /** Dynamic zones: populate per component uid. */
  readonly on?: { readonly [componentUid: string]: boolean | PopulateEntry };
};

export type PopulateObject = {
  readonly [field: string]: boolean | '*' | PopulateEntry;
};

/** `'*'` populates one level only; nested media inside components needs the object form. */
export type Populate = '*' | string | readonly string[] | PopulateObject;

/** `'field'`, `'field:asc'` or `'field:desc'`. */
export type Sort = string | readonly string[];

export type Pagination =
  | { readonly page?: number; readonly pageSize?: number; readonly withCount?: boolean }
  | { readonly start?: number; readonly limit?: number; readonly withCount?: boolean };

export type PublicationStatus = 'draft' | 'published';

export type StrapiQuery = {
  readonly filters?: Filters;
  readonly populate?: Populate;
  readonly fields?: readonly string[];
  readonly sort?: Sort;
  readonly pagination?: Pagination;
  readonly locale?: Locale;
  readonly status?: PublicationStatus;
};
