import type { StrapiQuery } from '@clinic/cms-client';

/** The inbox's filter: every message, or only those not yet (or already) read. */
export const MESSAGE_FILTERS = ['all', 'unread', 'read'] as const;

type TMessageFilter = (typeof MESSAGE_FILTERS)[number];

const MESSAGE_PAGE_SIZE = 20;

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

const READ_FILTERS: Readonly<Record<TMessageFilter, StrapiQuery['filters']>> = {
  all: undefined,
  unread: { isRead: { $eq: false } },
  read: { isRead: { $eq: true } },
};

/** The core `find` query for one inbox page: newest first, the id breaking ties of the same instant. */
export function toMessageCmsQuery(query: TMessageListQuery): StrapiQuery {
  return {
    filters: READ_FILTERS[query.show],
    sort: ['createdAt:desc', 'id:desc'],
    pagination: { page: query.page, pageSize: MESSAGE_PAGE_SIZE },
  };
}

/** Only the count matters: one row of one field, and the pagination total. */
export const UNREAD_COUNT_QUERY: StrapiQuery = {
  filters: READ_FILTERS.unread,
  fields: ['isRead'],
  pagination: { page: 1, pageSize: 1 },
};
