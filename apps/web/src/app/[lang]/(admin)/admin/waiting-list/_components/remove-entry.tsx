'use client';

import { type TWaitingEntryRemoval, WAITING_LIST_REASON_MAX_LENGTH } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { removeEntry } from '../actions';
import { useStaffForm } from '../../../_lib/use-staff-form';

/** Takes a patient off the list, with the reason the desk gives; behind a disclosure, so it is never one slip away. */
export function RemoveEntry({ entryKey, patientName }: { entryKey: string; patientName: string }) {
  const t = useTranslations('Admin.waitingList');
  const { form, formProps, isLocked, isSubmitting, errorText, idPrefix } = useStaffForm({
    schema: () => import('@clinic/domain').then((domain) => domain.ZWaitingEntryRemovalSchema),
    defaultValues: { reason: '' },
    action: (locale, removal: TWaitingEntryRemoval) => removeEntry(locale, entryKey, removal),
    fields: ['reason'],
    onSuccess: (_removed, { router }) => {
      notify.success(t('removed', { name: patientName }));
      router.refresh();
    },
    failureText: (failure) => t(toMessageKey(failure.code, ['conflict', 'invalid', 'unavailable'], 'failed')),
  });
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-semibold">{t('removeLabel', { name: patientName })}</summary>
      <form {...formProps} aria-label={t('removeLabel', { name: patientName })} className="mt-3">
        <fieldset disabled={isLocked} className="space-y-3">
          <Field id={`${idPrefix}-reason`} label={t('reason')} hint={t('reasonHint')} error={errorText('reason')}>
            {(control) => (
              <TextInput
                {...control}
                maxLength={WAITING_LIST_REASON_MAX_LENGTH}
                aria-required
                {...form.register('reason')}
              />
            )}
          </Field>
          <Button type="submit" variant="neutral" size="sm">
            {isSubmitting ? t('removing') : t('remove')}
          </Button>
        </fieldset>
      </form>
    </details>
  );
}
