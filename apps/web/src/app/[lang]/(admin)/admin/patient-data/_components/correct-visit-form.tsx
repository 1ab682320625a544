'use client';

import { PATIENT_NAME_MAX_LENGTH, type TPatientCorrection, type TPatientCorrectionInput } from '@clinic/domain';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import { toMessageKey, callAction } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/notify';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { correctVisit } from '../actions';

/** The action could not be called at all: offline, or a new deployment replaced it. */
const correctionResolver = lazyZodResolver<TPatientCorrectionInput, TPatientCorrection>(() =>
  import('@clinic/domain').then((domain) => domain.ZPatientCorrectionSchema),
);

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'age'] as const;

/** One visit's name, phone, email and age, corrected at the person's request; back to their data after. */
export function CorrectVisitForm({
  documentId,
  initial,
  backHref,
}: {
  documentId: string;
  initial: TPatientCorrectionInput;
  backHref: string;
}) {
  const t = useTranslations('Admin.patientData');
  const validationText = useValidationText();
  const locale = useLocale();
  const router = useRouter();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TPatientCorrectionInput, unknown, TPatientCorrection>({
    resolver: correctionResolver,
    defaultValues: initial,
  });

  const save = async (correction: TPatientCorrection) => {
    const result = await callAction(correctVisit(locale, documentId, correction));
    if (result.ok) {
      notify.success(t('saved'));
      router.push(backHref);
      return;
    }
    if (!showServerFieldErrors(setError, result.fieldErrors, FIELDS)) {
      notify.error(t(toMessageKey(result.code, ['notFound', 'unavailable'], 'failed')));
    }
  };

  const labels = {
    firstName: t('firstName'),
    lastName: t('lastName'),
    phone: t('fields.phone'),
    email: t('fields.email'),
    age: t('fields.age'),
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      onFocus={correctionResolver.preload}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <fieldset disabled={!isHydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={`${idPrefix}-${field}`}
            label={labels[field]}
            error={validationText(errors[field]?.message)}
          >
            {(control) => (
              <TextInput
                {...control}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'age' ? 'number' : 'text'}
                dir={field === 'email' || field === 'phone' ? 'ltr' : undefined}
                maxLength={field === 'firstName' || field === 'lastName' ? PATIENT_NAME_MAX_LENGTH : undefined}
                aria-required={field !== 'email'}
                {...register(field)}
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" size="sm">
            {isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
