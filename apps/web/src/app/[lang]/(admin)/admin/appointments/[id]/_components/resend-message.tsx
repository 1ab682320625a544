'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
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
  const { isPending: isSending, run } = useStaffAction();
  const bySms = channel === 'sms';
  const resend = () =>
    run(
      (locale) => resendMessage(locale, documentId, messageId, { channel }),
      (result) =>
        result.ok
          ? notify.success(t(bySms ? 'patientMessages.resentBySms' : 'patientMessages.resent'))
          : notify.error(
              t(`patientMessages.${toMessageKey(result.code, ['invalidTransition', 'unavailable'], 'failed')}`),
            ),
    );
  return (
    <Button variant="secondary" size="xs" disabled={isSending} aria-label={label} onClick={resend}>
      {t(bySms ? 'patientMessages.sendBySms' : 'patientMessages.sendAgain')}
    </Button>
  );
}
