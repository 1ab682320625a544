import type { StaffAppointmentRow } from '@clinic/cms-client';
import {
  APPOINTMENT_SORT_KEYS,
  type TAppointmentListQuery,
  type TAppointmentSortKey,
  formatCairoDateTime,
  formatPhoneForDisplay,
  isAwaitingCall,
} from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { changeListQuery } from '../_lib/list-query';
import { BookingNumberLink } from './booking-number-link';
import { StatusBadge } from './status-badge';
import { PatientName } from '../../../_components/patient-name';

/** The list on a phone: one card per appointment, in the table's order. */
async function AppointmentCards({ rows, locale }: { rows: readonly StaffAppointmentRow[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="space-y-3 md:hidden">
      {rows.map((row) => {
        const headingId = `card-${row.documentId}`;
        return (
          <li key={row.documentId}>
            <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={headingId} className="font-semibold">
                  <PatientName visit={row} anonymized={t('anonymizedPatient')} />
                </h2>
                <StatusBadge status={row.status} label={t(`status.${row.status}`)} />
              </div>
              {isAwaitingCall(row) && row.displacedBy ? (
                <p className="mt-1 text-xs font-semibold text-red-800">
                  {t('displaced.badge', { by: row.displacedBy })}
                </p>
              ) : null}
              <p className="mt-2">
                <time dateTime={row.startsAt}>{when(row.startsAt)}</time>
              </p>
              <p className="text-slate-700">
                {row.doctorName} · {row.branchName}
              </p>
              <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <BookingNumberLink visit={row} locale={locale} className="font-semibold" />
                <a href={`tel:${row.phone}`} className="text-brand underline">
                  <bdi dir="ltr">{formatPhoneForDisplay(row.phone)}</bdi>
                </a>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** A column's header, a link that sorts the list by it (a second click on the sorted column reverses it). */
async function SortableHeader({
  column,
  query,
  locale,
}: {
  column: TAppointmentSortKey;
  query: TAppointmentListQuery;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const isSorted = query.sort === column;
  const nextOrder = isSorted && query.order === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-2 py-2 text-start font-semibold"
    >
      <Link
        href={{
          pathname: '/admin/appointments',
          query: changeListQuery(query, { sort: column, order: nextOrder }),
        }}
        title={t('sortBy', { column: t(`columns.${column}`) })}
        className="inline-flex items-center gap-1 whitespace-nowrap hover:underline"
      >
        {t(`columns.${column}`)}
        <span aria-hidden="true" className="text-xs text-slate-500">
          {isSorted ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </Link>
    </th>
  );
}

/**
 * The list as a table whose column headers sort it (a second click on the sorted column reverses it)
 * at a desk, and as one card per appointment on a phone, in the same order.
 */
export async function AppointmentsTable({
  rows,
  query,
  locale,
}: {
  rows: readonly StaffAppointmentRow[];
  query: TAppointmentListQuery;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <AppointmentCards rows={rows} locale={locale} />
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full min-w-[72rem] text-sm">
          <caption className="sr-only">{t('appointments')}</caption>
          <thead className="bg-slate-50">
            <tr>
              {APPOINTMENT_SORT_KEYS.map((column) => (
                <SortableHeader key={column} column={column} query={query} locale={locale} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.documentId} className="border-t border-slate-200 hover:bg-slate-50">
                <td className="px-2 py-2 whitespace-nowrap">
                  <BookingNumberLink visit={row} locale={locale} className="font-semibold" />
                </td>
                <td className="px-2 py-2">
                  <StatusBadge status={row.status} label={t(`status.${row.status}`)} />
                  {isAwaitingCall(row) && row.displacedBy ? (
                    <span className="mt-1 block text-xs font-semibold text-red-800">
                      {t('displaced.badge', { by: row.displacedBy })}
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-2">{when(row.createdAt)}</td>
                <td className="px-2 py-2">
                  <PatientName visit={row} anonymized={t('anonymizedPatient')} />
                </td>
                <td className="px-2 py-2 whitespace-nowrap">
                  <bdi dir="ltr">{formatPhoneForDisplay(row.phone)}</bdi>
                </td>
                <td className="px-2 py-2">{row.doctorName}</td>
                <td className="px-2 py-2 whitespace-nowrap">{when(row.startsAt)}</td>
                <td className="px-2 py-2">{row.branchName}</td>
                <td className="px-2 py-2">{row.specialtyName}</td>
                <td className="px-2 py-2">{row.serviceName}</td>
                <td className="px-2 py-2">{t(`contract.${row.contractType}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
