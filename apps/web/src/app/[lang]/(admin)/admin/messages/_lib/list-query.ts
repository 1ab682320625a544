import { MESSAGE_FILTERS, type TMessageFilter } from '@clinic/domain';

export type TMessageListQuery = { show: TMessageFilter; page: number };

type ListSearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const isMessageFilter = (value: unknown): value is TMessageFilter =>
  (MESSAGE_FILTERS as readonly unknown[]).includes(value);

/**
 * The inbox's filter and page from the page URL. A hand-edited or stale value falls back to its
 * default (all messages, page 1) rather than failing the page.
 */
export function readMessageListQuery(searchParams: ListSearchParams): TMessageListQuery {
  const show = first(searchParams.show);
  const page = Number(first(searchParams.page));
  return {
    show: isMessageFilter(show) ? show : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of an inbox page, leaving out defaults so links stay short. */
export function toMessageListSearch(query: TMessageListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.show !== 'all') search.show = query.show;
  if (query.page !== 1) search.page = String(query.page);
  return search;
}
