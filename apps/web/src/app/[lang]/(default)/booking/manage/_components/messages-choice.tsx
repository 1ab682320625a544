'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { toMessageKey } from '@/lib/action-result';
import { chooseMessages } from '../actions';

/**
 * Whether the clinic writes to the patient about this booking (SMS, and email when given): stop, or
 * have the messages again. A plain form post, so it works without JavaScript; no digits are asked,
 * as nothing about the visit changes and the page can undo it.
 */
export function MessagesChoice({ isStopped }: { isStopped: boolean }) {
  const t = useTranslations('ManageBooking');
  const locale = useLocale();
  const [state, action, isPending] = useActionState(chooseMessages, null, `/${locale}/booking/manage`);
  return (
    <section aria-labelledby="manage-messages" className="space-y-3 rounded-2xl border border-slate-200 p-6">
      <h2 id="manage-messages" className="text-xl font-semibold text-brand">
        {t('messages.title')}
      </h2>
      <p className="text-slate-700">{isStopped ? t('messages.off') : t('messages.on')}</p>
      {state?.ok ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
          {t(`messages.${state.value}`)}
        </p>
      ) : state ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t(`failures.${toMessageKey(state.code, ['notFound', 'rateLimited', 'unavailable'], 'failed')}`)}
        </p>
      ) : null}
      <form action={action}>
        <input type="hidden" name="stopped" value={isStopped ? 'false' : 'true'} />
        <Button type="submit" variant={isStopped ? 'primary' : 'secondary'} disabled={isPending}>
          {isStopped ? t('messages.resume') : t('messages.stop')}
        </Button>
      </form>
    </section>
  );
}
