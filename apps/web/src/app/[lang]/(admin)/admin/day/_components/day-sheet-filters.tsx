import type { TDaySheetQuery } from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { BranchDoctorFilters, type FilterOption } from '../../../_components/branch-doctor-filters';
import { ChoiceSubmit, FILTER_FIELD_CLASS } from '../../../_components/filter-fields';

/** The day, branch and doctor of the sheet, as a GET form: the address holds them, so a sheet can be bookmarked. */
export async function DaySheetFilters({
  query,
  date,
  branches,
  doctors,
  locale,
}: {
  query: TDaySheetQuery;
  date: string;
  branches: FilterOption[];
  doctors: FilterOption[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <Form
      action={`/${locale}/admin/day`}
      aria-label={t('filters.heading')}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="text-sm font-medium">
        <label htmlFor="day-date">{t('daySheet.date')}</label>
        <input type="date" id="day-date" name="date" defaultValue={date} required className={FILTER_FIELD_CLASS} />
      </div>
      <BranchDoctorFilters
        idPrefix="day"
        branches={branches}
        doctors={doctors}
        branch={query.branch}
        doctor={query.doctor}
        locale={locale}
      />
      <ChoiceSubmit label={t('daySheet.show')} />
    </Form>
  );
}
