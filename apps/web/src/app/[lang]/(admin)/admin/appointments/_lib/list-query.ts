import { APPOINTMENT_LIST_PAGE_SIZE, type TAppointmentListQuery, ZAppointmentListQuerySchema } from '@clinic/domain';

type ListSearchParams = Record<string, string | string[] | undefined>;

/**
 * The list's filters from the page URL. A hand-edited or stale URL with a bad value still shows
 * a list: the bad filters are dropped (and the page says so) rather than failing the page.
 */
export function readListQuery(searchParams: ListSearchParams): { query: TAppointmentListQuery; ignored: boolean } {
  const parsed = ZAppointmentListQuerySchema.safeParse(searchParams);
  if (parsed.success) return { query: parsed.data, ignored: false };
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(searchParams).filter(([key]) => !invalid.has(key)));
  const retried = ZAppointmentListQuerySchema.safeParse(kept);
  return {
    query: retried.success ? retried.data : ZAppointmentListQuerySchema.parse({}),
    ignored: true,
  };
}

/** The URL query of a list, leaving out defaults so links stay short. */
export function toListSearch(query: TAppointmentListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.from) search.from = query.from;
  if (query.to) search.to = query.to;
  if (query.status && query.status.length > 0) search.status = query.status.join(',');
  if (query.branch) search.branch = query.branch;
  if (query.doctor) search.doctor = query.doctor;
  if (query.q) search.q = query.q;
  if (query.sort !== 'startsAt') search.sort = query.sort;
  if (query.order !== 'asc') search.order = query.order;
  if (query.page !== 1) search.page = String(query.page);
  if (query.pageSize !== APPOINTMENT_LIST_PAGE_SIZE) search.pageSize = String(query.pageSize);
  return search;
}

/** The same list with some filters changed; any change of filter or order starts again at page 1. */
export function changeListQuery(query: TAppointmentListQuery, change: Partial<TAppointmentListQuery>) {
  return toListSearch({ ...query, page: 1, ...change });
}
