import {
  PATIENT_MESSAGE_KINDS,
  PATIENT_MESSAGE_STATES,
  ZDeliveryLogQuerySchema,
  formatCairoDateTime,
  formatNumber,
} from '@clinic/domain';
import type { Metadata } from 'next';
import Form from 'next/form';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { readFiltersLeniently } from '@/lib/search-query';
import { leaveIfSessionRejected, openManagerCms } from '@/lib/staff-cms';
import { DeliveryFailure } from '../../_components/delivery-failure';
import { FilterActions, FilterInput, FilterSection, FilterSelect } from '../../_components/filter-fields';
import { StaffPagination } from '../../_components/staff-pagination';
import { BookingNumberLink } from '../appointments/_components/booking-number-link';

export async function generateMetadata({ params }: PageProps<'/[lang]/admin/deliveries'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'Admin.deliveryLog' });
  return { title: t('title') };
}

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
export default async function DeliveryLogPage({ params, searchParams }: PageProps<'/[lang]/admin/deliveries'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const cms = await openManagerCms(locale);
  const [t, messages, { query, ignored }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.deliveryLog' }),
    getTranslations({ locale, namespace: 'Admin.patientMessages' }),
    searchParams.then((search) => readFiltersLeniently(ZDeliveryLogQuerySchema, search)),
  ]);
  const log = await cms.client.getDeliveryLog(query, cms.fresh).catch((error: unknown) => {
    leaveIfSessionRejected(error, locale);
    console.error(`[staff] the delivery log failed: ${error instanceof Error ? error.message : 'unknown'}`);
    return null;
  });
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  /** The page with some filters changed, back at its first page unless one is asked. */
  const linkFor = (change: { page?: string; state?: string }) => ({
    pathname: '/admin/deliveries',
    query: Object.fromEntries(
      Object.entries({ ...query, page: undefined, ...change }).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    ),
  });
  const hrefFor = (page: number) => linkFor({ page: page === 1 ? undefined : String(page) });

  return (
    <>
      <div className="mb-6">
        <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('description')}</p>
      </div>
      <FilterSection id="delivery-filters" heading={t('filters')} ignoredNotice={ignored ? t('ignored') : null}>
        <Form action={`/${locale}/admin/deliveries`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(['from', 'to'] as const).map((name) => (
            <FilterInput
              key={name}
              id={`delivery-${name}`}
              name={name}
              type="date"
              label={t(name)}
              defaultValue={query[name]}
            />
          ))}
          <FilterInput
            id="delivery-booking"
            name="bookingNumber"
            type="search"
            dir="ltr"
            label={t('bookingNumber')}
            defaultValue={query.bookingNumber}
          />
          <FilterSelect
            id="delivery-state"
            name="state"
            label={t('state')}
            anyLabel={t('anyState')}
            defaultValue={query.state}
            options={PATIENT_MESSAGE_STATES.map((state) => ({ value: state, label: messages(`state.${state}`) }))}
          />
          <FilterSelect
            id="delivery-kind"
            name="kind"
            label={t('kind')}
            anyLabel={t('anyKind')}
            defaultValue={query.kind}
            options={PATIENT_MESSAGE_KINDS.map((kind) => ({ value: kind, label: messages(`kind.${kind}`) }))}
          />
          <FilterActions applyLabel={t('apply')} resetLabel={t('reset')} resetHref="/admin/deliveries" />
        </Form>
      </FilterSection>
      {!log ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      ) : (
        <>
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
          {log.data.length === 0 ? (
            <p className="rounded-lg bg-brand-soft p-4 text-brand">{t('empty')}</p>
          ) : (
            <>
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="w-full min-w-[48rem] text-sm">
                  <caption className="sr-only">{t('title')}</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      {(['queuedAt', 'kind', 'state', 'attempts', 'sentAt', 'booking'] as const).map((column) => (
                        <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                          {t(`columns.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {log.data.map((entry) => (
                      <tr key={entry.id} className="border-t border-slate-200 align-top">
                        <td className="px-3 py-2 whitespace-nowrap tabular-nums">{when(entry.createdAt)}</td>
                        <td className="px-3 py-2">{messages(`kind.${entry.kind}`)}</td>
                        <td className="px-3 py-2">
                          <span className={`rounded-full px-2 py-0.5 font-semibold ${STATE_STYLES[entry.state]}`}>
                            {messages(`state.${entry.state}`)}
                          </span>
                          <DeliveryFailure message={entry} locale={locale} />
                        </td>
                        <td className="px-3 py-2 tabular-nums">{formatNumber(entry.attempts, locale)}</td>
                        <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                          {entry.sentAt ? when(entry.sentAt) : '—'}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {entry.bookingNumber ? (
                            <BookingNumberLink
                              documentId={entry.appointmentId}
                              bookingNumber={entry.bookingNumber}
                              label={t('view', { bookingNumber: entry.bookingNumber })}
                            />
                          ) : (
                            '—'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <StaffPagination
                page={log.pagination.page}
                pageCount={log.pagination.pageCount}
                hrefFor={hrefFor}
                locale={locale}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
