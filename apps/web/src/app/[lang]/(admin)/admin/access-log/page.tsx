import type { AccessLogEntry } from '@clinic/cms-client';
import { ACCESS_LOG_ACTIONS, ZAccessLogQuerySchema, formatCairoDateTime } from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { readStaffPage } from '@/lib/staff-page';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { readPlaceNames } from '@/lib/staff-places';
import {
  DateRangeFilters,
  FilterActions,
  FilterInput,
  FilterSection,
  FilterSelect,
} from '../../_components/filter-fields';
import { StaffListPage, type TStaffColumn, listHref, pageChange } from '../../_components/staff-list-page';
import { bookingColumn } from '../appointments/_components/booking-number-link';
import { AccessLogDetails } from './_components/access-log-details';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.accessLog.title');

const TEXT_FILTERS = ['staff', 'bookingNumber'] as const;

/**
 * Who on the staff read which patient data, and when (Law 151/2020 accountability): for managers
 * only, newest first, filtered through the URL. Nothing here changes an entry; no route can.
 */
export default async function AccessLogPage(props: PageProps<'/[lang]/admin/access-log'>) {
  const { locale, query, ignored } = await readStaffPage(props, ZAccessLogQuerySchema);
  const cms = await openManagerCms(locale);
  const [t, names, log] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.accessLog' }),
    readPlaceNames(cms.session, locale),
    readOrNull(cms.client.getAccessLog(query, cms.fresh), locale, 'the access log'),
  ]);
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'medium' });

  const columns: TStaffColumn<AccessLogEntry>[] = [
    { key: 'when', label: t('columns.when'), cell: (entry) => when(entry.occurredAt), isNoWrap: true },
    { key: 'who', label: t('columns.who'), cell: (entry) => <bdi dir="ltr">{entry.staffEmail}</bdi> },
    { key: 'what', label: t('columns.what'), cell: (entry) => t(`actions.${entry.action}`) },
    bookingColumn(t('columns.booking'), locale),
    {
      key: 'details',
      label: t('columns.details'),
      cell: (entry) => <AccessLogDetails entry={entry} names={names} locale={locale} />,
    },
  ];

  return (
    <StaffListPage
      title={t('title')}
      description={t('description')}
      filters={
        <FilterSection id="log-filters" heading={t('filters')} ignoredNotice={ignored ? t('ignored') : null}>
          <Form action={`/${locale}/admin/access-log`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DateRangeFilters idPrefix="log" labels={{ from: t('from'), to: t('to') }} values={query} />
            {TEXT_FILTERS.map((name) => (
              <FilterInput
                key={name}
                id={`log-${name}`}
                name={name}
                type="search"
                dir="ltr"
                label={t(name)}
                defaultValue={query[name]}
              />
            ))}
            <FilterSelect
              id="log-action"
              name="action"
              label={t('action')}
              anyLabel={t('anyAction')}
              defaultValue={query.action}
              options={ACCESS_LOG_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
            />
            <FilterActions applyLabel={t('apply')} resetLabel={t('reset')} resetHref="/admin/access-log" />
          </Form>
        </FilterSection>
      }
      list={log && { rows: log.data, page: log.pagination.page, pageCount: log.pagination.pageCount }}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
      summary={
        log && log.data.length > 0 ? (
          <p className="mb-2 text-sm text-slate-700">{t('total', { count: log.pagination.total })}</p>
        ) : null
      }
      show={{ columns, rowKey: (entry, index) => `${entry.occurredAt}-${index}` }}
      hrefFor={(page) => listHref('/admin/access-log', query, pageChange(page))}
      locale={locale}
    />
  );
}
