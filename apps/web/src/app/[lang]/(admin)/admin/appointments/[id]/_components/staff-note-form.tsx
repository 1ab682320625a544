'use client';

import { APPOINTMENT_NOTE_MAX_LENGTH, type TAppointmentNote, type TAppointmentNoteInput } from '@clinic/domain';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextArea } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import { toMessageKey, callAction } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/notify';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { addNote } from '../actions';

/** The action could not be called at all: offline, or a new deployment replaced it. */
const noteResolver = lazyZodResolver<TAppointmentNoteInput, TAppointmentNote>(() =>
  import('@clinic/domain').then((domain) => domain.ZAppointmentNoteSchema),
);

/** Writes a note on the appointment for colleagues and, when ticked, for the doctor's day sheet. */
export function StaffNoteForm({ documentId, labelledBy }: { documentId: string; labelledBy: string }) {
  const t = useTranslations('Admin');
  const validationText = useValidationText();
  const locale = useLocale();
  const router = useRouter();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TAppointmentNoteInput, unknown, TAppointmentNote>({
    resolver: noteResolver,
    defaultValues: { text: '', isForDoctor: false },
  });

  const save = async (note: TAppointmentNote) => {
    const result = await callAction(addNote(locale, documentId, note));
    if (result.ok) {
      reset();
      notify.success(t('staffNotes.added'));
      router.refresh();
      return;
    }
    if (result.fieldErrors?.text) {
      setError('text', { type: 'server', message: result.fieldErrors.text }, { shouldFocus: true });
      return;
    }
    notify.error(
      t(`staffNotes.${toMessageKey(result.code, ['invalidTransition', 'notFound', 'unavailable'], 'failed')}`),
    );
  };

  return (
    <form aria-labelledby={labelledBy} noValidate onSubmit={handleSubmit(save)} onFocus={noteResolver.preload}>
      <fieldset disabled={!isHydrated || isSubmitting} className="space-y-3">
        <Field
          id={`${idPrefix}-text`}
          label={t('staffNotes.text')}
          hint={t('staffNotes.hint')}
          error={validationText(errors.text?.message)}
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
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('isForDoctor')} />
          {t('staffNotes.forDoctor')}
        </label>
        <Button type="submit" size="sm">
          {isSubmitting ? t('staffNotes.saving') : t('staffNotes.add')}
        </Button>
      </fieldset>
    </form>
  );
}
