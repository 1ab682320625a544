import type { TDaySheetQuery } from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';

type Option = { documentId: string; name: string };

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2';

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
  branches: Option[];
  doctors: Option[];
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
        <input type="date" id="day-date" name="date" defaultValue={date} required className={FIELD} />
      </div>
      <div className="text-sm font-medium">
        <label htmlFor="day-branch">{t('filters.branch')}</label>
        <select id="day-branch" name="branch" defaultValue={query.branch ?? ''} className={FIELD}>
          <option value="">{t('filters.anyBranch')}</option>
          {branches.map((branch) => (
            <option key={branch.documentId} value={branch.documentId}>
              {branch.name}
            </option>
          ))}
        </select>
      </div>
      <div className="text-sm font-medium">
        <label htmlFor="day-doctor">{t('filters.doctor')}</label>
        <select id="day-doctor" name="doctor" defaultValue={query.doctor ?? ''} className={FIELD}>
          <option value="">{t('filters.anyDoctor')}</option>
          {doctors.map((doctor) => (
            <option key={doctor.documentId} value={doctor.documentId}>
              {doctor.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        <Button type="submit" variant="secondary" className="w-full">
          {t('daySheet.show')}
        </Button>
      </div>
    </Form>
  );
}
