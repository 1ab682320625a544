'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { recordNoAnswer } from '../actions';

/** "No answer": counts the call on the visit, which every open call list then shows. */
export function NoAnswerButton({ documentId, patientName }: { documentId: string; patientName: string }) {
  const t = useTranslations('Admin');
  const { isPending: isSaving, run } = useStaffAction();
  const record = () =>
    run(
      (locale) => recordNoAnswer(locale, documentId),
      (result) =>
        result.ok
          ? notify.success(t('calls.noAnswerSaved', { name: patientName }))
          : notify.error(t(`calls.${toMessageKey(result.code, ['invalidTransition', 'notFound'], 'failed')}`)),
    );
  return (
    <Button variant="neutral" size="sm" disabled={isSaving} onClick={record}>
      {t('calls.noAnswer')}
    </Button>
  );
}
