'use client';

import { APPOINTMENT_NOTE_MAX_LENGTH, type TAppointmentNote } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, TextArea } from '@/components/ui/field';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { addNote } from '../actions';
import { useStaffForm } from '../../../../_lib/use-staff-form';

/** Writes a note on the appointment for colleagues and, when ticked, for the doctor's day sheet. */
export function StaffNoteForm({ documentId, labelledBy }: { documentId: string; labelledBy: string }) {
  const t = useTranslations('Admin');
  const { form, formProps, isLocked, isSubmitting, errorText, idPrefix } = useStaffForm({
    schema: () => import('@clinic/domain').then((domain) => domain.ZAppointmentNoteSchema),
    defaultValues: { text: '', isForDoctor: false },
    action: (locale, note: TAppointmentNote) => addNote(locale, documentId, note),
    fields: ['text'],
    onSuccess: (_added, { router }) => {
      form.reset();
      notify.success(t('staffNotes.added'));
      router.refresh();
    },
    failureText: (failure) =>
      t(`staffNotes.${toMessageKey(failure.code, ['invalidTransition', 'notFound', 'unavailable'], 'failed')}`),
  });
  const { register } = form;

  return (
    <form aria-labelledby={labelledBy} {...formProps}>
      <fieldset disabled={isLocked} className="space-y-3">
        <Field
          id={`${idPrefix}-text`}
          label={t('staffNotes.text')}
          hint={t('staffNotes.hint')}
          error={errorText('text')}
        >
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              maxLength={APPOINTMENT_NOTE_MAX_LENGTH}
              aria-required
              {...register('text')}
            />
          )}
        </Field>
        <Checkbox id={`${idPrefix}-for-doctor`} label={t('staffNotes.forDoctor')} {...register('isForDoctor')} />
        <Button type="submit" size="sm">
          {isSubmitting ? t('staffNotes.saving') : t('staffNotes.add')}
        </Button>
      </fieldset>
    </form>
  );
}
