import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { FilterSelect } from './filter-fields';

export type FilterOption = { documentId: string; name: string };

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
    <FilterSelect
      key={choice.name}
      id={`${idPrefix}-${choice.name}`}
      name={choice.name}
      label={choice.label}
      anyLabel={choice.all}
      defaultValue={choice.value}
      options={choice.options.map((option) => ({ value: option.documentId, label: option.name }))}
    />
  ));
}
