import { APPOINTMENT_LIST_PAGE_SIZE, type TAppointmentListQuery, ZAppointmentListQuerySchema } from '@clinic/domain';
import { type PageSearchParams, readFiltersLeniently } from '@/lib/search-query';

/** The list's filters from the page URL, bad ones dropped (see readFiltersLeniently). */
export function readListQuery(searchParams: PageSearchParams): { query: TAppointmentListQuery; ignored: boolean } {
  return readFiltersLeniently(ZAppointmentListQuerySchema, searchParams);
}

/**
 * A list's filters with its search sealed for links (`searchRef`, made by the page with
 * lib/staff-search.ts): a name or a phone typed in the search box never goes into a URL as typed.
 */
export type TListQuery = TAppointmentListQuery & { searchRef?: string };

/** The URL query of a list, leaving out defaults so links stay short; the search only as sealed. */
export function toListSearch(query: TListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.from) search.from = query.from;
  if (query.to) search.to = query.to;
  if (query.status && query.status.length > 0) search.status = query.status.join(',');
  if (query.branch) search.branch = query.branch;
  if (query.doctor) search.doctor = query.doctor;
  if (query.q && query.searchRef) search.ref = query.searchRef;
  if (query.sort !== 'startsAt') search.sort = query.sort;
  if (query.order !== 'asc') search.order = query.order;
  if (query.page !== 1) search.page = String(query.page);
  if (query.pageSize !== APPOINTMENT_LIST_PAGE_SIZE) search.pageSize = String(query.pageSize);
  return search;
}

/** The same list with some filters changed; any change of filter or order starts again at page 1. */
export function changeListQuery(query: TListQuery, change: Partial<TAppointmentListQuery>) {
  return toListSearch({ ...query, page: 1, ...change });
}
