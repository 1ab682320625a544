import type { ComponentProps, ReactNode } from 'react';
import type { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { StaffPagination } from './staff-pagination';

type THref = ComponentProps<typeof Link>['href'];

/** One column of a staff table: its heading, and what each row shows in it. */
export type TStaffColumn<TRow> = {
  key: string;
  label: string;
  cell: (row: TRow) => ReactNode;
  /** Dates, numbers and booking numbers stay on one line. */
  isNoWrap?: boolean;
};

/**
 * A staff page's title and what the page is for, under it; `actions` are links beside them (a new
 * entry, a file to download). A page whose list should come first on a phone is `isListFirstOnPhone`:
 * its description shows from a tablet's width up.
 */
function StaffPageHeading({
  title,
  description,
  actions,
  isListFirstOnPhone = false,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  isListFirstOnPhone?: boolean;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-brand">{title}</h1>
        <p className={`mt-1 max-w-3xl text-slate-700${isListFirstOnPhone ? ' max-md:hidden' : ''}`}>{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

/**
 * A staff table on a white card, scrolled sideways inside the card on a narrow screen; `className`
 * adds to the card's (its margin, or hidden on a phone where the page shows cards instead).
 */
export function StaffTable<TRow>({
  caption,
  columns,
  rows,
  rowKey,
  className = '',
  minWidthClass = 'min-w-[48rem]',
}: {
  caption: string;
  columns: readonly TStaffColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow, index: number) => string | number;
  className?: string;
  minWidthClass?: string;
}) {
  return (
    <div className={`overflow-x-auto rounded-xl border border-slate-200 bg-white ${className}`}>
      <table className={`w-full text-sm ${minWidthClass}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-start font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-t border-slate-200 align-top">
              {columns.map((column) => (
                <td key={column.key} className={`px-3 py-2${column.isNoWrap ? ' whitespace-nowrap tabular-nums' : ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why a staff list shows no rows: it could not be read (an alert), or nothing matches. */
function ListNotice({
  kind,
  className = '',
  children,
}: {
  kind: 'failed' | 'empty';
  className?: string;
  children: ReactNode;
}) {
  return kind === 'failed' ? (
    <p role="alert" className={`rounded-lg bg-red-50 p-4 text-red-800 ${className}`}>
      {children}
    </p>
  ) : (
    <p role="status" className={`rounded-lg bg-brand-soft p-4 text-brand ${className}`}>
      {children}
    </p>
  );
}

/** The rows a staff list shows, and where they are among its pages when it has more than one. */
type TStaffList<TRow> = { rows: readonly TRow[]; page?: number; pageCount?: number };

/** How a list shows its rows: the staff table by columns, or a page's own (cards on a phone, say). */
type TStaffRows<TRow> =
  | { columns: readonly TStaffColumn<TRow>[]; rowKey: (row: TRow, index: number) => string | number }
  | { render: (rows: readonly TRow[]) => ReactNode };

type TStaffListPageProps<TRow> = {
  title: string;
  description: string;
  /** Links beside the heading: a new entry, the list as a file. */
  actions?: ReactNode;
  isListFirstOnPhone?: boolean;
  /** Reminders above the filters. */
  notices?: ReactNode;
  /** The filters, a form whose values live in the URL (FilterSection), or a search. */
  filters?: ReactNode;
  /**
   * The list, null when it could not be read, undefined when there is nothing to list yet (a search
   * not made).
   */
  list: TStaffList<TRow> | null | undefined;
  texts: { loadFailed: string; empty: ReactNode };
  /** Above the rows once the list is read, even an empty one: its counts. */
  summary?: ReactNode;
  show: TStaffRows<TRow>;
  /** A page of the list with the same filters; needed when the list has pages. */
  hrefFor?: (page: number) => THref;
  locale: Locale;
  /** Under the list: a form that adds to it. */
  children?: ReactNode;
};

/**
 * A staff list page: its heading, reminders and filters, then the rows with previous and next links,
 * or why there are none (nothing matches, or the CMS could not be read), then what adds to the list.
 */
export function StaffListPage<TRow>({
  title,
  description,
  actions,
  isListFirstOnPhone,
  notices,
  filters,
  list,
  texts,
  summary,
  show,
  hrefFor,
  locale,
  children,
}: TStaffListPageProps<TRow>) {
  return (
    <>
      <StaffPageHeading
        title={title}
        description={description}
        actions={actions}
        isListFirstOnPhone={isListFirstOnPhone}
      />
      {notices}
      {filters}
      {list === null ? (
        <ListNotice kind="failed">{texts.loadFailed}</ListNotice>
      ) : list ? (
        <>
          {summary}
          {list.rows.length === 0 ? (
            <ListNotice kind="empty">{texts.empty}</ListNotice>
          ) : 'render' in show ? (
            show.render(list.rows)
          ) : (
            <StaffTable caption={title} columns={show.columns} rows={list.rows} rowKey={show.rowKey} />
          )}
          {hrefFor && list.page && list.pageCount ? (
            <StaffPagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} locale={locale} />
          ) : null}
        </>
      ) : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </>
  );
}

/** A list's address with its filters and `change` applied: empty ones left out, back at page one unless `change` names a page. */
export function listHref(
  pathname: string,
  filters: Record<string, unknown>,
  change: Record<string, string | undefined> = {},
) {
  const wanted: Record<string, unknown> = { ...filters, page: undefined, ...change };
  return {
    pathname,
    query: Object.fromEntries(
      Object.entries(wanted).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    ),
  };
}

/** The page argument of `listHref`: page one has no number in its address. */
export const pageChange = (page: number) => ({ page: page === 1 ? undefined : String(page) });
