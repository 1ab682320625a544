import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

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
      <Button variant="secondary" onClick={props.onPrevious} disabled={isSubmitting}>
        {props.step > 1 ? t('previous') : t('changeWay')}
      </Button>
      {'onNext' in props ? (
        <Button onClick={props.onNext}>{t('next')}</Button>
      ) : (
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      )}
    </div>
  );
}
