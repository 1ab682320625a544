'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toMessageKey, callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { resendMessage } from '../actions';

/** "Send again" on a message that was not delivered: it is queued from its first try. */
export function ResendMessage({
  documentId,
  messageId,
  label,
}: {
  documentId: string;
  messageId: number;
  label: string;
}) {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const router = useRouter();
  const [isSending, startSending] = useTransition();
  const resend = () =>
    startSending(async () => {
      const result = await callAction(resendMessage(locale, documentId, messageId));
      if (result.ok) notify.success(t('patientMessages.resent'));
      else
        notify.error(t(`patientMessages.${toMessageKey(result.code, ['invalidTransition', 'unavailable'], 'failed')}`));
      router.refresh();
    });
  return (
    <Button variant="secondary" size="xs" className="mt-2" disabled={isSending} aria-label={label} onClick={resend}>
      {t('patientMessages.sendAgain')}
    </Button>
  );
}
