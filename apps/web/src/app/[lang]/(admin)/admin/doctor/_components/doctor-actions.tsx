'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { callNextPatient, changeVisitStatus } from '../actions';

/** The failures the doctor's buttons explain; any other reads as "please try again". */
const FAILURE_KEYS = ['conflict', 'invalidTransition', 'tooEarly', 'undoExpired', 'unavailable'] as const;

/** Calls the first patient waiting in: the toast says who, by number or booked time. */
export function CallNextButton({ isAnyoneWaiting }: { isAnyoneWaiting: boolean }) {
  const t = useTranslations('Admin.doctorList');
  const { isPending, run } = useStaffAction();
  const callNext = () =>
    run(callNextPatient, (result) => {
      if (result.ok) {
        const { queueNumber } = result.value.arrival;
        notify.success(queueNumber === null ? t('called') : t('calledNumber', { number: queueNumber }));
      } else if (result.details?.checkIn === 'queueEmpty') {
        notify.error(t('refusal.queueEmpty'));
      } else {
        notify.error(t(`refusal.${toMessageKey(result.code, FAILURE_KEYS, 'failed')}`));
      }
    });
  return (
    <Button className="w-full sm:w-auto" disabled={isPending || !isAnyoneWaiting} onClick={callNext}>
      {t('callNext')}
    </Button>
  );
}

/** One of the workflow's steps the doctor may take on a visit, as the page offers it. */
export type TDoctorStep = { to: string; kind: 'forward' | 'undo'; isOpen: boolean; label: string };

/** The visit's steps: seen, did not come, or taking either back; each saves at once. */
export function VisitSteps({
  documentId,
  status,
  steps,
}: {
  documentId: string;
  status: string;
  steps: readonly TDoctorStep[];
}) {
  const t = useTranslations('Admin.doctorList');
  const { isPending, run } = useStaffAction();
  const apply = (to: string) =>
    run(
      (locale) => changeVisitStatus(locale, documentId, { from: status, to }),
      (result) =>
        result.ok
          ? notify.success(t('saved'))
          : notify.error(t(`refusal.${toMessageKey(result.code, FAILURE_KEYS, 'failed')}`)),
    );
  return (
    <div className="flex flex-wrap gap-2">
      {steps.map((step) => (
        <Button
          key={step.to}
          size="sm"
          variant={step.kind === 'undo' ? 'neutral' : step.to === 'done' ? 'primary' : 'secondary'}
          disabled={isPending || !step.isOpen}
          onClick={() => apply(step.to)}
        >
          {step.label}
        </Button>
      ))}
    </div>
  );
}
