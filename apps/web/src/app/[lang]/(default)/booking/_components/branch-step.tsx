import { useTranslations } from 'next-intl';
import { ChoiceList } from './choice-list';
import type { TChoiceStepProps } from './step-props';

/** The branch flow's first step: which branch. A new branch starts the later choices over. */
export function BranchStep({ catalog, state, onChange, missingMessage }: TChoiceStepProps) {
  const t = useTranslations('Booking');
  return (
    <ChoiceList
      legend={t('chooseBranch')}
      options={catalog.branches.map((branch) => ({
        id: branch.id,
        name: branch.name,
        detail: branch.address ?? branch.city,
      }))}
      value={state.branch}
      onChange={(id) => onChange({ branch: id, specialty: null, doctor: null, start: null, date: null })}
      error={state.branch ? null : missingMessage}
    />
  );
}
