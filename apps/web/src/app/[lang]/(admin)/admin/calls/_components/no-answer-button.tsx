'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { callAction, toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { recordNoAnswer } from '../actions';

/** "No answer": counts the call on the visit, which every open call list then shows. */
export function NoAnswerButton({ documentId, patientName }: { documentId: string; patientName: string }) {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const router = useRouter();
  const [isSaving, startSaving] = useTransition();
  const record = () =>
    startSaving(async () => {
      const result = await callAction(recordNoAnswer(locale, documentId));
      if (result.ok) notify.success(t('calls.noAnswerSaved', { name: patientName }));
      else notify.error(t(`calls.${toMessageKey(result.code, ['invalidTransition', 'notFound'], 'failed')}`));
      router.refresh();
    });
  return (
    <Button variant="neutral" size="sm" disabled={isSaving} onClick={record}>
      {t('calls.noAnswer')}
    </Button>
  );
}
