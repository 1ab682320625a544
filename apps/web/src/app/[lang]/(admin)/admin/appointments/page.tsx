import { getUnclosedVisitsFilter, resolveAppointmentRange, toCairoDate } from '@clinic/domain';
import { Link } from '@/i18n/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { openStaffCmsReading, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';
import { AppointmentFilters } from './_components/appointment-filters';
import { AppointmentSummary, UnclosedVisitsNotice } from './_components/appointment-results';
import { AppointmentsTable } from './_components/appointments-table';
import { StaffListPage } from '../../_components/staff-list-page';
import { readListQuery, toListSearch } from './_lib/list-query';
import { openSearchParams, sealStaffSearch } from '@/lib/staff-search';
import { buttonClass } from '@/components/ui/button';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.appointments');

/**
 * The receptionists' dashboard: counters, filters and the table, all from one query in the URL,
 * read from the CMS with the staff member's own token and never cached.
 */
export default async function AppointmentsPage({ params, searchParams }: PageProps<'/[lang]/admin/appointments'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [t, search] = await Promise.all([getTranslations({ locale, namespace: 'Admin' }), searchParams]);
  const opened = openSearchParams(search);
  const read = readListQuery(opened.searchParams);
  const ignored = read.ignored || opened.expired;
  const query = { ...read.query, searchRef: read.query.q ? sealStaffSearch(read.query.q) : undefined };
  const today = toCairoDate(new Date());

  const unclosed = getUnclosedVisitsFilter(today);
  const {
    cms,
    answer: [list, unclosedCount],
  } = await openStaffCmsReading(locale, ({ client, forwarded }) =>
    Promise.all([
      readOrNull(
        client.listAppointments(query, { locale, headers: forwarded, cache: 'no-store' }),
        locale,
        'the appointment list',
      ),
      // Only a reminder: the list itself still shows when this count cannot be had.
      client
        .listAppointments({ ...unclosed, pageSize: 1 }, { locale, headers: forwarded, cache: 'no-store' })
        .then((found) => found.pagination.total)
        .catch(() => 0),
    ]),
  );
  const { branches, doctors } = await listStaffPlaces(cms.session, locale);

  const range = resolveAppointmentRange(query, today);
  const exportSearch = new URLSearchParams(toListSearch({ ...query, from: range.from, page: 1 })).toString();

  return (
    <StaffListPage
      title={t('appointments')}
      description={t('appointmentsDescription')}
      isListFirstOnPhone
      actions={
        <>
          <Link href="/admin/appointments/new" className={buttonClass({ size: 'sm' })}>
            {t('newAppointment.navLabel')}
          </Link>
          {/* A plain link: the file downloads; a client-side navigation would try to render it. */}
          <a
            href={`/${locale}/admin/appointments/export?${exportSearch}`}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {t('exportCsv')}
          </a>
        </>
      }
      notices={
        <>
          <UnclosedVisitsNotice count={unclosedCount} query={query} today={today} locale={locale} />
          {ignored ? (
            <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
              {t('filters.ignored')}
            </p>
          ) : null}
        </>
      }
      filters={
        <AppointmentFilters
          query={query}
          today={today}
          branches={branches.map(({ documentId, name }) => ({ documentId, name }))}
          doctors={doctors.map(({ documentId, name }) => ({ documentId, name }))}
          locale={locale}
        />
      }
      list={list && { rows: list.data, page: query.page, pageCount: list.pagination.pageCount }}
      texts={{ loadFailed: t('listFailed'), empty: t('noAppointments') }}
      summary={list ? <AppointmentSummary list={list} query={query} today={today} locale={locale} /> : null}
      show={{ render: (rows) => <AppointmentsTable rows={rows} query={query} locale={locale} /> }}
      hrefFor={(page) => ({ pathname: '/admin/appointments', query: toListSearch({ ...query, page }) })}
      locale={locale}
    />
  );
}
