import { useTranslations } from 'next-intl';

type StepNavigationProps = {
  step: number;
  /** Back one step, or from the first back to the choice of the way to book. */
  onPrevious: () => void;
} & ({ onNext: () => void } | { isSubmitting: boolean });

/** The buttons under every step: Previous (or 'Change the way to book'), then Next or Submit. */
export function StepNavigation(props: StepNavigationProps) {
  const t = useTranslations('Booking');
  const isSubmitting = 'isSubmitting' in props && props.isSubmitting;
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={props.onPrevious}
        disabled={isSubmitting}
        className="rounded-md border border-brand px-6 py-3 font-semibold text-brand"
      >
        {props.step > 1 ? t('previous') : t('changeWay')}
      </button>
      {'onNext' in props ? (
        <button type="button" onClick={props.onNext} className="rounded-md bg-brand px-6 py-3 font-semibold text-white">
          {t('next')}
        </button>
      ) : (
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-brand px-6 py-3 font-semibold text-white disabled:opacity-70"
        >
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      )}
    </div>
  );
}
