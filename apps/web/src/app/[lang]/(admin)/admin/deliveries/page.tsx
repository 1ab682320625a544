import type { DeliveryLogEntry } from '@clinic/cms-client';
import {
  PATIENT_MESSAGE_KINDS,
  PATIENT_MESSAGE_STATES,
  ZDeliveryLogQuerySchema,
  formatCairoDateTime,
  formatNumber,
} from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { readStaffPage } from '@/lib/staff-page';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { DeliveryFailure } from '../../_components/delivery-failure';
import {
  DateRangeFilters,
  FilterActions,
  FilterInput,
  FilterSection,
  FilterSelect,
} from '../../_components/filter-fields';
import { StaffListPage, type TStaffColumn, listHref, pageChange } from '../../_components/staff-list-page';
import { BookingNumberCell } from '../appointments/_components/booking-number-link';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.deliveryLog.title');

const STATE_STYLES = {
  queued: 'bg-amber-50 text-amber-900',
  sending: 'bg-sky-50 text-sky-900',
  sent: 'bg-green-50 text-green-900',
  failed: 'bg-red-50 text-red-800',
} as const;

/**
 * Every message the clinic sent or is sending to patients, and how its delivery went: for managers,
 * newest first, filtered through the URL. A message not delivered is sent again from its booking's
 * page, where staff also see why.
 */
export default async function DeliveryLogPage(props: PageProps<'/[lang]/admin/deliveries'>) {
  const { locale, query, ignored } = await readStaffPage(props, ZDeliveryLogQuerySchema);
  const cms = await openManagerCms(locale);
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.deliveryLog' }),
    getTranslations({ locale, namespace: 'Admin.patientMessages' }),
  ]);
  const log = await readOrNull(cms.client.getDeliveryLog(query, cms.fresh), locale, 'the delivery log');
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const linkFor = (change: { page?: string; state?: string }) => listHref('/admin/deliveries', query, change);
  /** The two choices among the filters: each with its "any" and its options in words. */
  const choices: [name: 'state' | 'kind', anyLabel: string, options: { value: string; label: string }[]][] = [
    [
      'state',
      t('anyState'),
      PATIENT_MESSAGE_STATES.map((state) => ({ value: state, label: messages(`state.${state}`) })),
    ],
    ['kind', t('anyKind'), PATIENT_MESSAGE_KINDS.map((kind) => ({ value: kind, label: messages(`kind.${kind}`) }))],
  ];
  const columns: TStaffColumn<DeliveryLogEntry>[] = [
    { key: 'queuedAt', label: t('columns.queuedAt'), cell: (entry) => when(entry.createdAt), isNoWrap: true },
    { key: 'kind', label: t('columns.kind'), cell: (entry) => messages(`kind.${entry.kind}`) },
    {
      key: 'state',
      label: t('columns.state'),
      cell: (entry) => (
        <>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${STATE_STYLES[entry.state]}`}>
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
    {
      key: 'booking',
      label: t('columns.booking'),
      isNoWrap: true,
      cell: (entry) => (
        <BookingNumberCell
          documentId={entry.appointmentId}
          bookingNumber={entry.bookingNumber}
          label={(bookingNumber) => t('view', { bookingNumber })}
        />
      ),
    },
  ];

  return (
    <StaffListPage
      title={t('title')}
      description={t('description')}
      filters={
        <FilterSection id="delivery-filters" heading={t('filters')} ignoredNotice={ignored ? t('ignored') : null}>
          <Form action={`/${locale}/admin/deliveries`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DateRangeFilters idPrefix="delivery" labels={{ from: t('from'), to: t('to') }} values={query} />
            <FilterInput
              id="delivery-booking"
              name="bookingNumber"
              type="search"
              dir="ltr"
              label={t('bookingNumber')}
              defaultValue={query.bookingNumber}
            />
            {choices.map(([name, anyLabel, options]) => (
              <FilterSelect
                key={name}
                id={`delivery-${name}`}
                name={name}
                label={t(name)}
                anyLabel={anyLabel}
                defaultValue={query[name]}
                options={options}
              />
            ))}
            <FilterActions applyLabel={t('apply')} resetLabel={t('reset')} resetHref="/admin/deliveries" />
          </Form>
        </FilterSection>
      }
      list={log && { rows: log.data, page: log.pagination.page, pageCount: log.pagination.pageCount }}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
      summary={
        log ? (
          <ul aria-label={t('byState')} className="mb-4 flex flex-wrap gap-2 text-sm">
            {PATIENT_MESSAGE_STATES.map((state) => (
              <li key={state}>
                <Link
                  href={linkFor({ state: query.state === state ? undefined : state })}
                  aria-current={query.state === state ? 'true' : undefined}
                  className={`inline-block rounded-full px-3 py-1 font-semibold ${STATE_STYLES[state]} aria-[current=true]:ring-2 aria-[current=true]:ring-brand`}
                >
                  {messages(`state.${state}`)}: {formatNumber(log.states[state], locale)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null
      }
      columns={columns}
      rowKey={(entry) => entry.id}
      hrefFor={(page) => linkFor(pageChange(page))}
      locale={locale}
    />
  );
}
