'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { TPatientFormValues } from '../_lib/patient-fields';
import {
  ConsentField,
  ContractTypeField,
  PATIENT_TEXT_FIELDS,
  PatientNotesField,
  PatientTextField,
  PhoneChannelField,
  PhoneHint,
  type TMobileMessaging,
} from './patient-fields';

/**
 * The patient's details: name, phone (and how its messages go), email, age, notes, how they pay, what
 * the form adds (`children`: the booking's card images) and consent. The booking's and the waiting
 * list's forms both ask them so.
 */
export function PatientFieldset({
  form,
  errors,
  isSubmitting,
  idPrefix,
  messaging,
  children,
}: {
  form: { register: UseFormRegister<TPatientFormValues>; control: Control<TPatientFormValues> };
  /** Read by the form, so that it renders again as they change. */
  errors: FieldErrors<TPatientFormValues>;
  isSubmitting: boolean;
  idPrefix: string;
  messaging: TMobileMessaging;
  children?: ReactNode;
}) {
  const t = useTranslations('Booking');
  const registered = { idPrefix, register: form.register };
  return (
    <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
      {/* The heading above already names it on screen; the legend names the group for screen readers. */}
      <legend className="sr-only">{t('patientTitle')}</legend>
      {PATIENT_TEXT_FIELDS.map(({ name, ...input }) => (
        <PatientTextField
          key={name}
          name={name}
          label={t(name)}
          hint={
            name === 'phone' ? (
              <PhoneHint control={form.control} messaging={messaging} />
            ) : name === 'email' ? (
              t('emailHint')
            ) : undefined
          }
          aria-required={name !== 'email'}
          error={errors[name]}
          {...input}
          {...registered}
        />
      ))}
      <PhoneChannelField
        control={form.control}
        sendsWhatsApp={messaging.sendsWhatsApp}
        error={errors.phoneChannel}
        {...registered}
      />
      <PatientNotesField label={t('notes')} error={errors.notes} {...registered} />
      <ContractTypeField error={errors.contractType} {...registered} />
      {children}
      <ConsentField error={errors.consent} {...registered} />
    </fieldset>
  );
}
