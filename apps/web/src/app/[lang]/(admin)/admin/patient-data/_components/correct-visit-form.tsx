'use client';

import { PATIENT_NAME_MAX_LENGTH, type TPatientCorrection, type TPatientCorrectionInput } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { correctVisit } from '../actions';
import { useStaffForm } from '../../../_lib/use-staff-form';

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
  const { form, formProps, isLocked, isSubmitting, errorText, idPrefix } = useStaffForm({
    schema: () => import('@clinic/domain').then((domain) => domain.ZPatientCorrectionSchema),
    defaultValues: initial,
    action: (locale, correction: TPatientCorrection) => correctVisit(locale, documentId, correction),
    fields: FIELDS,
    onSuccess: (_corrected, { router }) => {
      notify.success(t('saved'));
      router.push(backHref);
    },
    failureText: (failure) => t(toMessageKey(failure.code, ['notFound', 'unavailable'], 'failed')),
  });

  const labels = {
    firstName: t('firstName'),
    lastName: t('lastName'),
    phone: t('fields.phone'),
    email: t('fields.email'),
    age: t('fields.age'),
  };
  return (
    <form {...formProps} className="rounded-xl border border-slate-200 bg-white p-5">
      <fieldset disabled={isLocked} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field key={field} id={`${idPrefix}-${field}`} label={labels[field]} error={errorText(field)}>
            {(control) => (
              <TextInput
                {...control}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'age' ? 'number' : 'text'}
                dir={field === 'email' || field === 'phone' ? 'ltr' : undefined}
                maxLength={field === 'firstName' || field === 'lastName' ? PATIENT_NAME_MAX_LENGTH : undefined}
                aria-required={field !== 'email'}
                {...form.register(field)}
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
