import { useTranslations } from 'next-intl';
import { specialtiesAt } from '../_lib/booking-choices';
import { ChoiceList } from './choice-list';
import type { TChoiceStepProps } from './step-props';

/** The branch flow's second step: which specialty, among those practised at the chosen branch. */
export function SpecialtyStep({ catalog, state, onChange, missingMessage }: TChoiceStepProps) {
  const t = useTranslations('Booking');
  return (
    <ChoiceList
      legend={t('chooseSpecialty')}
      options={specialtiesAt(catalog, state.branch)}
      value={state.specialty}
      onChange={(id) => onChange({ specialty: id, doctor: null, start: null, date: null })}
      error={state.specialty ? null : missingMessage}
    />
  );
}
