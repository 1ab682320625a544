import type { DeliveryLogEntry } from '@clinic/cms-client';
import { ZDeliveryLogQuerySchema, formatCairoDateTime, formatNumber } from '@clinic/domain';
import { readStaffPage } from '@/lib/staff-page';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { DeliveryFailure } from '../../_components/delivery-failure';
import { describeChannel } from '../../_components/message-channel';
import { StaffListPage, type TStaffColumn, listHref, pageChange } from '../../_components/staff-list-page';
import { bookingColumn } from '../appointments/_components/booking-number-link';
import {
  DELIVERIES,
  DELIVERY_STATE_STYLES,
  DeliveryFilters,
  StateCounts,
  readDeliveryWords,
} from './_components/delivery-filters';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.deliveryLog.title');

/**
 * Every message the clinic sent or is sending to patients, and how its delivery went: for managers,
 * newest first, filtered through the URL. A message not delivered is sent again from its booking's
 * page, where staff also see why.
 */
export default async function DeliveryLogPage(props: PageProps<'/[lang]/admin/deliveries'>) {
  const { locale, query, ignored } = await readStaffPage(props, ZDeliveryLogQuerySchema);
  const cms = await openManagerCms(locale);
  const [t, messages] = await readDeliveryWords(locale);
  const log = await readOrNull(cms.client.getDeliveryLog(query, cms.fresh), locale, 'the delivery log');
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: TStaffColumn<DeliveryLogEntry>[] = [
    { key: 'queuedAt', label: t('columns.queuedAt'), cell: (entry) => when(entry.createdAt), isNoWrap: true },
    { key: 'kind', label: t('columns.kind'), cell: (entry) => messages(`kind.${entry.kind}`) },
    { key: 'channel', label: t('columns.channel'), cell: (entry) => describeChannel(entry, messages) },
    {
      key: 'state',
      label: t('columns.state'),
      cell: (entry) => (
        <>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${DELIVERY_STATE_STYLES[entry.state]}`}>
            {messages(`state.${entry.state}`)}
          </span>
          <DeliveryFailure message={entry} locale={locale} />
        </>
      ),
    },
    {
      key: 'attempts',
      label: t('columns.attempts'),
      cell: (entry) => formatNumber(entry.attempts, locale),
      isNoWrap: true,
    },
    {
      key: 'sentAt',
      label: t('columns.sentAt'),
      cell: (entry) => (entry.sentAt ? when(entry.sentAt) : '—'),
      isNoWrap: true,
    },
    bookingColumn(t('columns.booking'), locale),
  ];

  return (
    <StaffListPage
      title={t('title')}
      description={t('description')}
      filters={<DeliveryFilters query={query} ignored={ignored} locale={locale} />}
      list={log && { rows: log.data, page: log.pagination.page, pageCount: log.pagination.pageCount }}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
      summary={log ? <StateCounts counts={log.states} query={query} locale={locale} /> : null}
      show={{ columns, rowKey: (entry) => entry.id }}
      hrefFor={(page) => listHref(DELIVERIES, query, pageChange(page))}
      locale={locale}
    />
  );
}
