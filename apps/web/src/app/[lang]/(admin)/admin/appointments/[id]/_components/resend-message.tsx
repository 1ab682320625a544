'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toMessageKey, callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { resendMessage } from '../actions';

/**
 * "Send again" on a message that was not delivered, queued from its first try by its own channel; or,
 * for a WhatsApp message, "Send by SMS" (`channel: 'sms'`).
 */
export function ResendMessage({
  documentId,
  messageId,
  channel,
  label,
}: {
  documentId: string;
  messageId: number;
  channel: 'same' | 'sms';
  label: string;
}) {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const router = useRouter();
  const [isSending, startSending] = useTransition();
  const bySms = channel === 'sms';
  const resend = () =>
    startSending(async () => {
      const result = await callAction(resendMessage(locale, documentId, messageId, { channel }));
      if (result.ok) notify.success(t(bySms ? 'patientMessages.resentBySms' : 'patientMessages.resent'));
      else
        notify.error(t(`patientMessages.${toMessageKey(result.code, ['invalidTransition', 'unavailable'], 'failed')}`));
      router.refresh();
    });
  return (
    <Button variant="secondary" size="xs" disabled={isSending} aria-label={label} onClick={resend}>
      {t(bySms ? 'patientMessages.sendBySms' : 'patientMessages.sendAgain')}
    </Button>
  );
}
