import { ClientMessages } from '@/components/client-messages';
import { ZDaySheetQuerySchema, buildDaySheet, formatCairoDateTime, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { readStaffPage } from '@/lib/staff-page';
import { openStaffCms, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';
import { DaySheetFilters } from './_components/day-sheet-filters';
import { DoctorSheet } from './_components/doctor-sheet';
import { PrintButton } from '../../_components/print-button';
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
  const pages = sheet ? buildDaySheet(sheet.data, locale) : [];
  const isToday = date === toCairoDate(new Date());
  const describeToday = ({ doctorId, branchId }: { doctorId: string; branchId: string }) => {
    const publicId = branches.find((branch) => branch.documentId === branchId)?.publicId;
    return {
      pause: sheet?.pauses.find((pause) => pause.doctorId === doctorId && pause.branchId === branchId)?.message ?? null,
      screenPath: publicId ? `/${locale}/waiting-room/${publicId}` : null,
    };
  };

  return (
    <ClientMessages locale={locale} namespaces={['Admin.arrival', 'Admin.language', 'Admin.queuePause', 'Validation']}>
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
        pages.map((page) => (
          <DoctorSheet
            key={`${page.doctorId}-${page.branchId}`}
            page={page}
            day={day}
            locale={locale}
            today={isToday ? describeToday(page) : undefined}
          />
        ))
      )}
    </ClientMessages>
  );
}
