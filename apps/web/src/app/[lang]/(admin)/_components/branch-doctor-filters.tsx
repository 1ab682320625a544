import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export type FilterOption = { documentId: string; name: string };

export const FILTER_FIELD_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2';

/**
 * The branch and doctor choices of a staff page's GET filter form (`branch`, `doctor`), each with
 * "all" first; `idPrefix` keeps their ids apart from another form's.
 */
export async function BranchDoctorFilters({
  idPrefix,
  branches,
  doctors,
  branch,
  doctor,
  locale,
}: {
  idPrefix: string;
  branches: readonly FilterOption[];
  doctors: readonly FilterOption[];
  branch: string | undefined;
  doctor: string | undefined;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const choices = [
    { name: 'branch', label: t('filters.branch'), all: t('filters.anyBranch'), options: branches, value: branch },
    { name: 'doctor', label: t('filters.doctor'), all: t('filters.anyDoctor'), options: doctors, value: doctor },
  ];
  return choices.map((choice) => (
    <div key={choice.name} className="text-sm font-medium">
      <label htmlFor={`${idPrefix}-${choice.name}`}>{choice.label}</label>
      <select
        id={`${idPrefix}-${choice.name}`}
        name={choice.name}
        defaultValue={choice.value ?? ''}
        className={FILTER_FIELD_CLASS}
      >
        <option value="">{choice.all}</option>
        {choice.options.map((option) => (
          <option key={option.documentId} value={option.documentId}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  ));
}
