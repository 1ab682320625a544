import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { FilterOption } from '../../../_components/branch-doctor-filters';
import { ChoiceSubmit, FilterSelect } from '../../../_components/filter-fields';

/** The doctor whose list is shown, and one of the member's branches or all: a GET form, so the address holds them. */
export async function WaitingListChoice({
  doctors,
  branches,
  doctor,
  branch,
  locale,
}: {
  doctors: readonly FilterOption[];
  branches: readonly FilterOption[];
  doctor: string | undefined;
  branch: string | undefined;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const toOptions = (places: readonly FilterOption[]) =>
    places.map((place) => ({ value: place.documentId, label: place.name }));
  return (
    <Form
      action={`/${locale}/admin/waiting-list`}
      aria-label={t('waitingList.choiceLabel')}
      className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_2fr_auto]"
    >
      <FilterSelect
        id="waiting-doctor"
        name="doctor"
        label={t('filters.doctor')}
        anyLabel={t('waitingList.chooseDoctor')}
        defaultValue={doctor}
        options={toOptions(doctors)}
      />
      <FilterSelect
        id="waiting-branch"
        name="branch"
        label={t('filters.branch')}
        anyLabel={t('filters.anyBranch')}
        defaultValue={branch}
        options={toOptions(branches)}
      />
      <ChoiceSubmit label={t('waitingList.show')} />
    </Form>
  );
}
