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

/** A staff page's title and what the page is for, under it. */
export function StaffPageHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold text-brand">{title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{description}</p>
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
export function ListNotice({
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
    <p className={`rounded-lg bg-brand-soft p-4 text-brand ${className}`}>{children}</p>
  );
}

type TStaffListPageProps<TRow> = {
  title: string;
  description: string;
  /** The filters, a form whose values live in the URL (FilterSection). */
  filters: ReactNode;
  /** This page of rows and where it is among the pages, or null when the list could not be read. */
  list: { rows: readonly TRow[]; page: number; pageCount: number } | null;
  texts: { loadFailed: string; empty: string };
  /** Above the rows once the list is read, even an empty one: its counts. */
  summary?: ReactNode;
  columns: readonly TStaffColumn<TRow>[];
  rowKey: (row: TRow, index: number) => string | number;
  /** A page of the list with the same filters. */
  hrefFor: (page: number) => THref;
  locale: Locale;
};

/**
 * A manager's list page: its heading, its filters, then the rows as a table with previous and next
 * links, or why there are none (nothing matches, or the CMS could not be read).
 */
export function StaffListPage<TRow>({
  title,
  description,
  filters,
  list,
  texts,
  summary,
  columns,
  rowKey,
  hrefFor,
  locale,
}: TStaffListPageProps<TRow>) {
  return (
    <>
      <StaffPageHeading title={title} description={description} />
      {filters}
      {!list ? (
        <ListNotice kind="failed">{texts.loadFailed}</ListNotice>
      ) : (
        <>
          {summary}
          {list.rows.length === 0 ? (
            <ListNotice kind="empty">{texts.empty}</ListNotice>
          ) : (
            <>
              <StaffTable caption={title} columns={columns} rows={list.rows} rowKey={rowKey} />
              <StaffPagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} locale={locale} />
            </>
          )}
        </>
      )}
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
