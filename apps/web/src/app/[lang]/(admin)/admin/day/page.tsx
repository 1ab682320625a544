import type { DaySheetVisit } from '@clinic/cms-client';
import {
  ZDaySheetQuerySchema,
  buildDaySheet,
  formatCairoDateTime,
  formatPhoneForDisplay,
  toCairoDate,
} from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { readStaffPage } from '@/lib/staff-page';
import { openStaffCms, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';
import { BookingNumberLink } from '../appointments/_components/booking-number-link';
import { DaySheetFilters } from './_components/day-sheet-filters';
import { PrintButton } from './_components/print-button';
import { PatientName } from '../../_components/patient-name';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.daySheet.title');

/**
 * The doctors' day sheet: one day's visits still booked or seen, a page per doctor and branch in
 * time order, a first-come session's patients grouped under it in booking order. Printed, each page
 * is an A4 sheet with its doctor, branch and day at the top and nothing of the staff area around it.
 */
export default async function DaySheetPage(props: PageProps<'/[lang]/admin/day'>) {
  const { locale, query, ignored } = await readStaffPage(props, ZDaySheetQuerySchema);
  const cms = await openStaffCms(locale);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const date = query.date ?? toCairoDate(new Date());
  const [{ branches, doctors }, sheet] = await Promise.all([
    listStaffPlaces(cms.session, locale),
    readOrNull(cms.client.getDaySheet({ ...query, date }, { locale, ...cms.fresh }), locale, 'the day sheet'),
  ]);
  const day = formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'full' });
  const time = (instant: string) => formatCairoDateTime(new Date(instant), locale, { timeStyle: 'short' });
  const pages = sheet ? buildDaySheet(sheet.visits, locale) : [];

  const visitRow = (visit: DaySheetVisit, when: string) => (
    <tr key={visit.documentId} className="border-t border-slate-200 align-top">
      <td className="py-2 pe-2 whitespace-nowrap tabular-nums">{when}</td>
      <td className="py-2 pe-2 whitespace-nowrap">
        <BookingNumberLink
          documentId={visit.documentId}
          bookingNumber={visit.bookingNumber}
          label={t('view', { bookingNumber: visit.bookingNumber })}
          className="print:text-inherit print:no-underline"
        />
      </td>
      <td className="py-2 pe-2 font-semibold break-words">
        <PatientName visit={visit} anonymized={t('anonymizedPatient')} />
      </td>
      <td className="py-2 pe-2 tabular-nums">{visit.age ?? '—'}</td>
      <td className="py-2 pe-2 whitespace-nowrap tabular-nums">
        <bdi dir="ltr">{formatPhoneForDisplay(visit.phone)}</bdi>
      </td>
      <td className="py-2 pe-2">{t(`contract.${visit.contractType}`)}</td>
      <td className="py-2 pe-2">
        {t(`status.${visit.status}`)}
        {visit.isExtraPlace ? <span className="block text-xs font-semibold">{t('detail.extraPlace')}</span> : null}
      </td>
      <td className="py-2 break-words">
        {visit.notes ? (
          <p className="whitespace-pre-line" translate="no">
            {visit.notes}
          </p>
        ) : null}
        {visit.doctorNotes.map((note) => (
          <p key={`${note.createdAt}-${note.text}`} className="font-semibold whitespace-pre-line" translate="no">
            {t('daySheet.staffNote', { text: note.text })}
          </p>
        ))}
      </td>
    </tr>
  );

  return (
    <>
      <div className="mb-6 space-y-4 print:hidden">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-brand">{t('daySheet.title')}</h1>
            <p className="mt-1 max-w-3xl text-slate-700">{t('daySheet.description')}</p>
          </div>
          {pages.length > 0 ? <PrintButton label={t('daySheet.print')} /> : null}
        </div>
        {ignored ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {t('filters.ignored')}
          </p>
        ) : null}
        <DaySheetFilters
          query={query}
          date={date}
          branches={branches.map(({ documentId, name }) => ({ documentId, name }))}
          doctors={doctors.map(({ documentId, name }) => ({ documentId, name }))}
          locale={locale}
        />
        {sheet && !sheet.isComplete ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {t('daySheet.incomplete')}
          </p>
        ) : null}
      </div>
      {!sheet ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('daySheet.loadFailed')}
        </p>
      ) : pages.length === 0 ? (
        <p className="rounded-lg bg-brand-soft p-4 text-brand">{t('daySheet.empty', { date: day })}</p>
      ) : (
        pages.map((page) => {
          const headingId = `sheet-${page.doctorId}-${page.branchId}`;
          return (
            <section
              key={headingId}
              aria-labelledby={headingId}
              className="mb-8 rounded-xl border border-slate-200 bg-white p-4 break-before-page first-of-type:break-before-auto print:mb-0 print:rounded-none print:border-0 print:p-0"
            >
              <header className="mb-3 border-b-2 border-slate-800 pb-2">
                <h2 id={headingId} className="text-xl font-bold">
                  {t('daySheet.pageHeading', { doctor: page.doctorName, branch: page.branchName })}
                </h2>
                <p className="text-slate-700">
                  {day} · {t('daySheet.visitCount', { count: page.visitCount })}
                </p>
              </header>
              <div className="overflow-x-auto print:overflow-visible">
                <table className="w-full min-w-[48rem] table-fixed text-start text-sm print:min-w-0 print:text-xs">
                  <caption className="sr-only">
                    {t('daySheet.pageHeading', { doctor: page.doctorName, branch: page.branchName })}
                  </caption>
                  <colgroup>
                    <col className="w-[9%]" />
                    <col className="w-[16%]" />
                    <col className="w-[17%]" />
                    <col className="w-[5%]" />
                    <col className="w-[16%]" />
                    <col className="w-[9%]" />
                    <col className="w-[9%]" />
                    <col className="w-[19%]" />
                  </colgroup>
                  <thead>
                    <tr className="text-start">
                      {(
                        ['time', 'bookingNumber', 'patient', 'age', 'phone', 'payment', 'status', 'notes'] as const
                      ).map((column) => (
                        <th key={column} scope="col" className="py-1 pe-2 text-start font-semibold">
                          {t(`daySheet.columns.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  {page.entries.map((entry) =>
                    entry.kind === 'visit' ? (
                      <tbody key={entry.visit.documentId} className="break-inside-avoid">
                        {visitRow(entry.visit, time(entry.visit.startsAt))}
                      </tbody>
                    ) : (
                      <tbody key={`${entry.startsAt}-${entry.endsAt}`}>
                        <tr className="border-t-2 border-slate-400 bg-slate-50 print:bg-transparent">
                          <th scope="rowgroup" colSpan={8} className="py-2 text-start font-semibold">
                            {t('daySheet.session', {
                              start: time(entry.startsAt),
                              end: time(entry.endsAt),
                              count: entry.visits.length,
                            })}
                          </th>
                        </tr>
                        {entry.visits.map((visit, index) =>
                          visitRow(visit, t('daySheet.arrivalOrder', { number: index + 1 })),
                        )}
                      </tbody>
                    ),
                  )}
                </table>
              </div>
            </section>
          );
        })
      )}
    </>
  );
}
