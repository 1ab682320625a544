import type { AccessLogEntry } from '@clinic/cms-client';
import {
  ACCESS_LOG_ACTIONS,
  APPOINTMENT_STATUSES,
  type TAppointmentStatus,
  ZAccessLogQuerySchema,
  formatCairoDateTime,
} from '@clinic/domain';
import type { Metadata } from 'next';
import Form from 'next/form';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { readFiltersLeniently } from '@/lib/search-query';
import { leaveIfSessionRejected, openManagerCms } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';
import { FilterActions, FilterInput, FilterSection, FilterSelect } from '../../_components/filter-fields';
import { StaffPagination } from '../../_components/staff-pagination';
import { BookingNumberLink } from '../appointments/_components/booking-number-link';
import { Fragment, type ReactNode } from 'react';

export async function generateMetadata({ params }: PageProps<'/[lang]/admin/access-log'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'Admin.accessLog' });
  return { title: t('title') };
}

const TEXT_FILTERS = ['staff', 'bookingNumber'] as const;

/**
 * Who on the staff read which patient data, and when (Law 151/2020 accountability): for managers
 * only, newest first, filtered through the URL. Nothing here changes an entry; no route can.
 */
export default async function AccessLogPage({ params, searchParams }: PageProps<'/[lang]/admin/access-log'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const cms = await openManagerCms(locale);
  const [t, personText, admin, format, { query, ignored }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.accessLog' }),
    getTranslations({ locale, namespace: 'Admin.patientData' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getFormatter({ locale }),
    searchParams.then((search) => readFiltersLeniently(ZAccessLogQuerySchema, search)),
  ]);
  const [{ branches, doctors }, log] = await Promise.all([
    listStaffPlaces(cms.session, locale),
    cms.client.getAccessLog(query, cms.fresh).catch((error: unknown) => {
      leaveIfSessionRejected(error, locale);
      console.error(`[staff] the access log failed: ${error instanceof Error ? error.message : 'unknown'}`);
      return null;
    }),
  ]);
  const names = new Map([...branches, ...doctors].map((place) => [place.documentId, place.name]));
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'medium' });

  const isAppointmentStatus = (id: string): id is TAppointmentStatus =>
    (APPOINTMENT_STATUSES as readonly string[]).includes(id);
  /** The statuses an export was filtered by, stored as their ids ('pending,confirmed'), in words. */
  const statusNames = (ids: string) =>
    format.list(
      ids
        .split(',')
        .filter(Boolean)
        .map((id) => (isAppointmentStatus(id) ? admin(`status.${id}`) : id)),
      { type: 'conjunction' },
    );
  /** What staff typed into a search, shown as typed: never translated, kept in its order. */
  const typedByStaff = (chunks: ReactNode) => <bdi translate="no">{chunks}</bdi>;

  /** What an entry adds to who and when, in words: a card's side, or what an export covered. */
  const describe = ({ action, details }: AccessLogEntry) => {
    if (action === 'openCardImage') return details.side === 'back' ? t('details.back') : t('details.front');
    if (action === 'correctPatientData') {
      const fieldLabels: Record<string, string> = {
        firstName: personText('firstName'),
        lastName: personText('lastName'),
        phone: personText('fields.phone'),
        email: personText('fields.email'),
        age: personText('fields.age'),
      };
      const fields = String(details.fields ?? '')
        .split(',')
        .filter(Boolean)
        .map((field) => fieldLabels[field] ?? field);
      return t('details.fields', { fields: format.list(fields, { type: 'conjunction' }) });
    }
    if (action === 'findPatientData' || action === 'exportPatientData' || action === 'erasePatientData') {
      return [
        details.by === 'email' ? t('details.byEmail') : t('details.byPhone'),
        t('details.found', {
          visits: Number(details.appointments ?? 0),
          messages: Number(details.contactMessages ?? 0),
        }),
      ].join(' · ');
    }
    if (action !== 'exportAppointments') return null;
    const parts: ReactNode[] = [
      t('details.range', { from: String(details.from ?? '…'), to: String(details.to ?? '…') }),
      details.branch
        ? t('details.branch', { name: names.get(String(details.branch)) ?? String(details.branch) })
        : null,
      details.doctor
        ? t('details.doctor', { name: names.get(String(details.doctor)) ?? String(details.doctor) })
        : null,
      details.status ? t('details.status', { statuses: statusNames(String(details.status)) }) : null,
      details.q ? t.rich('details.search', { text: String(details.q), typed: typedByStaff }) : null,
    ].filter(Boolean);
    return parts.map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? ' · ' : null}
        {part}
      </Fragment>
    ));
  };

  const hrefFor = (page: number) => ({
    pathname: '/admin/access-log',
    query: Object.fromEntries(
      Object.entries({ ...query, page: page === 1 ? undefined : String(page) }).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    ),
  });

  return (
    <>
      <div className="mb-6">
        <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('description')}</p>
      </div>
      <FilterSection id="log-filters" heading={t('filters')} ignoredNotice={ignored ? t('ignored') : null}>
        <Form action={`/${locale}/admin/access-log`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(['from', 'to'] as const).map((name) => (
            <FilterInput
              key={name}
              id={`log-${name}`}
              name={name}
              type="date"
              label={t(name)}
              defaultValue={query[name]}
            />
          ))}
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
      {!log ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      ) : log.data.length === 0 ? (
        <p className="rounded-lg bg-brand-soft p-4 text-brand">{t('empty')}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">{t('total', { count: log.pagination.total })}</p>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[48rem] text-sm">
              <caption className="sr-only">{t('title')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {(['when', 'who', 'what', 'booking', 'details'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.data.map((entry, index) => (
                  <tr key={`${entry.occurredAt}-${index}`} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{when(entry.occurredAt)}</td>
                    <td className="px-3 py-2">
                      <bdi dir="ltr">{entry.staffEmail}</bdi>
                    </td>
                    <td className="px-3 py-2">{t(`actions.${entry.action}`)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {entry.appointmentId && entry.bookingNumber ? (
                        <BookingNumberLink
                          documentId={entry.appointmentId}
                          bookingNumber={entry.bookingNumber}
                          label={t('view', { bookingNumber: entry.bookingNumber })}
                        />
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="px-3 py-2">{describe(entry)}</td>
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
  );
}
