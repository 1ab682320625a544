'use client';

import type { TPhoneChannel } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { startTransition, useActionState, useOptimistic } from 'react';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/field';
import { toMessageKey } from '@/lib/action-result';
import { PHONE_CHANNEL_CHOICES } from '@/lib/phone-channels';
import { chooseMessages } from '../actions';

/**
 * Whether the clinic writes to the patient about this booking (on their mobile, and by email when
 * given): stop, or have the messages again; and, when the clinic sends WhatsApp to this mobile, by
 * WhatsApp or SMS. Plain form posts, so they work without JavaScript; no digits are asked, as nothing
 * about the visit changes and the page can undo it.
 */
export function MessagesChoice({
  isStopped,
  phoneChannel,
}: {
  isStopped: boolean;
  phoneChannel: TPhoneChannel | null;
}) {
  const t = useTranslations('ManageBooking');
  const locale = useLocale();
  const [state, action, isPending] = useActionState(chooseMessages, null, `/${locale}/booking/manage`);
  return (
    <section aria-labelledby="manage-messages" className="space-y-3 rounded-2xl border border-slate-200 p-6">
      <h2 id="manage-messages" className="text-xl font-semibold text-brand">
        {t('messages.title')}
      </h2>
      <p className="text-slate-700">
        {isStopped ? t('messages.off') : t('messages.on', { channel: phoneChannel ?? 'sms' })}
      </p>
      {phoneChannel ? <PhoneChannelChoice saved={phoneChannel} isStopped={isStopped} action={action} /> : null}
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

/**
 * WhatsApp or SMS, saved as the patient chooses, with the stop as the page shows it. The choice shows
 * at once and goes back to the saved one should saving fail; without JavaScript, a Save button posts it.
 */
function PhoneChannelChoice({
  saved,
  isStopped,
  action,
}: {
  saved: TPhoneChannel;
  isStopped: boolean;
  action: (form: FormData) => void;
}) {
  const t = useTranslations('ManageBooking');
  const [shown, showChoice] = useOptimistic(saved);
  const choose = (channel: TPhoneChannel) =>
    startTransition(() => {
      showChoice(channel);
      const form = new FormData();
      form.set('stopped', String(isStopped));
      form.set('phoneChannel', channel);
      action(form);
    });
  return (
    <form action={action}>
      <input type="hidden" name="stopped" value={String(isStopped)} />
      <RadioGroup
        id="manage-phone-channel"
        legend={t('messages.phoneChannel')}
        options={PHONE_CHANNEL_CHOICES.map((channel) => ({ value: channel, label: t(`messages.channels.${channel}`) }))}
        inputProps={(channel) => ({
          name: 'phoneChannel',
          checked: shown === channel,
          onChange: () => choose(channel),
        })}
      />
      <noscript>
        <Button type="submit" variant="secondary" size="sm" className="mt-2">
          {t('messages.saveChannel')}
        </Button>
      </noscript>
    </form>
  );
}
