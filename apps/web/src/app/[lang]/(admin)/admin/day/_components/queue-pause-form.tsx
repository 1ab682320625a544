'use client';

import { type TQueuePause, WAITING_ROOM_SCREEN } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { type TActionFailure, type TActionResult, toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { useStaffForm } from '../../../_lib/use-staff-form';
import { changeQueuePause } from '../actions';

type QueuePlace = { doctor: string; branch: string };

/**
 * Today's day sheet, on screen only: pauses a doctor's queue on the branch's waiting-room screen with
 * a short message ("In surgery until 19:30"), or resumes it; the sheet shows the message standing.
 */
export function QueuePauseForm({ place, pause }: { place: QueuePlace; pause: string | null }) {
  const t = useTranslations('Admin.queuePause');
  const failureText = (failure: { code: Parameters<typeof toMessageKey>[0] }) =>
    t(toMessageKey(failure.code, ['forbidden', 'unavailable'], 'failed'));
  const { form, formProps, isLocked, errorText, idPrefix } = useStaffForm({
    schema: () => import('@clinic/domain').then((domain) => domain.ZQueuePauseSchema),
    defaultValues: { ...place, message: pause ?? '' },
    action: (locale, values: TQueuePause) => changeQueuePause(locale, values),
    fields: ['message'],
    onSuccess: (_saved, { router }) => {
      notify.success(t('saved'));
      router.refresh();
    },
    failureText,
  });
  const resume = useStaffAction();
  const onResumed = (result: TActionResult | TActionFailure<never>) => {
    if (result.ok) notify.success(t('resumed'));
    else notify.error(failureText(result));
  };

  return (
    <form className="mt-3 print:hidden" {...formProps}>
      <fieldset disabled={isLocked || resume.isPending} className="flex flex-wrap items-end gap-3">
        <Field
          id={`${idPrefix}-message`}
          label={t('message')}
          hint={t('hint')}
          error={errorText('message')}
          className="min-w-64 flex-1"
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={WAITING_ROOM_SCREEN.pauseMessageMaxLength}
              autoComplete="off"
              {...form.register('message')}
            />
          )}
        </Field>
        <Button type="submit" size="sm" variant="secondary">
          {t('pause')}
        </Button>
        {pause === null ? null : (
          <Button
            type="button"
            size="sm"
            variant="neutral"
            onClick={() => resume.run((locale) => changeQueuePause(locale, { ...place, message: null }), onResumed)}
          >
            {t('resume')}
          </Button>
        )}
      </fieldset>
      {pause === null ? null : (
        <p role="status" className="mt-2 font-semibold text-amber-900">
          {t('paused', { message: pause })}
        </p>
      )}
    </form>
  );
}
