'use client';

import type { TCardField } from '@clinic/domain';
import { normalizeEgyptianPhone } from '@clinic/domain/phone';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { leftToRight } from '@/components/left-to-right';
import { Field, FieldError, RadioGroup, TextArea, TextInput, describedByError } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import { Link } from '@/i18n/navigation';
import { PHONE_CHANNEL_CHOICES } from '@/lib/phone-channels';
import type { TPatientFormValues } from '../_lib/patient-fields';

type TRegistered = {
  /** Prefixes the ids of the form's controls, unique per form on the page. */
  idPrefix: string;
  register: UseFormRegister<TPatientFormValues>;
  /** The field's error from react-hook-form: its message is a key of the shared schema's messages. */
  error: { message?: string } | undefined;
};

/** The patient's typed details in the form's order, each with how browsers and keyboards should treat it. */
export const PATIENT_TEXT_FIELDS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', dir: 'ltr', autoComplete: 'email' },
  { name: 'phone', type: 'tel', dir: 'ltr', autoComplete: 'tel' },
  { name: 'age', type: 'text', inputMode: 'numeric' },
] as const satisfies readonly (InputHTMLAttributes<HTMLInputElement> & { name: keyof TPatientFormValues })[];

type PatientTextFieldProps = TRegistered &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
    name: (typeof PATIENT_TEXT_FIELDS)[number]['name'];
    label: string;
    hint?: ReactNode;
  };

/** One of the patient's typed details: a labelled input, its hint and its error in the page's language. */
export function PatientTextField({ name, label, hint, idPrefix, register, error, ...input }: PatientTextFieldProps) {
  const validationText = useValidationText();
  return (
    <Field id={`${idPrefix}-${name}`} label={label} hint={hint} hintSize="xs" error={validationText(error?.message)}>
      {(control) => <TextInput {...control} {...input} {...register(name)} />}
    </Field>
  );
}

/** What the clinic sends to a patient's mobile: SMS (SMS_GATEWAY_URL is set), WhatsApp (WHATSAPP_API_URL is set). */
export type TMobileMessaging = { sendsSms: boolean; sendsWhatsApp: boolean };

/** The kind of the phone typed so far: a mobile, a landline, or null while it is no number yet. */
function useTypedPhoneKind(control: Control<TPatientFormValues>) {
  const phone = useWatch({ control, name: 'phone' });
  const typed = phone ? normalizeEgyptianPhone(phone) : null;
  return typed?.ok ? typed.kind : null;
}

/**
 * The phone's hint: the number's form, what the clinic sends a mobile (by WhatsApp or SMS, or by SMS),
 * and, as soon as the number typed is a landline, that it gets none of it (a status, so a screen
 * reader hears it as it appears).
 */
export function PhoneHint({
  control,
  messaging,
}: {
  control: Control<TPatientFormValues>;
  messaging: TMobileMessaging;
}) {
  const t = useTranslations('Booking');
  const isLandline = useTypedPhoneKind(control) === 'landline';
  const sendsAny = messaging.sendsSms || messaging.sendsWhatsApp;
  return (
    <>
      {t.rich(messaging.sendsWhatsApp ? 'phoneHintWithWhatsApp' : sendsAny ? 'phoneHintWithSms' : 'phoneHint', {
        ltr: leftToRight,
      })}
      <span role="status" className="block font-semibold text-amber-900">
        {sendsAny && isLandline ? t('landlineNotice') : null}
      </span>
    </>
  );
}

/**
 * WhatsApp or SMS for the mobile's messages, WhatsApp chosen to start with: asked only when the clinic
 * sends WhatsApp and the number typed is a mobile. Unasked, the value stays as it is: the CMS reads it
 * only for a mobile, and sends SMS whatever it says when the clinic has no WhatsApp.
 */
export function PhoneChannelField({
  control,
  sendsWhatsApp,
  idPrefix,
  register,
  error,
}: TRegistered & { control: Control<TPatientFormValues>; sendsWhatsApp: boolean }) {
  const t = useTranslations('Booking');
  const validationText = useValidationText();
  const isMobile = useTypedPhoneKind(control) === 'mobile';
  if (!sendsWhatsApp || !isMobile) return null;
  return (
    <RadioGroup
      id={`${idPrefix}-phoneChannel`}
      legend={t('phoneChannel')}
      options={PHONE_CHANNEL_CHOICES.map((channel) => ({ value: channel, label: t(`phoneChannels.${channel}`) }))}
      inputProps={() => register('phoneChannel')}
      error={validationText(error?.message)}
      className="sm:col-span-2"
    />
  );
}

/** The visit's notes for the doctor, across both columns. */
export function PatientNotesField({ idPrefix, register, error, label }: TRegistered & { label: string }) {
  const validationText = useValidationText();
  return (
    <Field id={`${idPrefix}-notes`} label={label} error={validationText(error?.message)} className="sm:col-span-2">
      {(control) => <TextArea rows={3} {...control} {...register('notes')} />}
    </Field>
  );
}

/** Cash, company or syndicate: a radio group, described by its error. */
export function ContractTypeField({ idPrefix, register, error }: TRegistered) {
  const t = useTranslations('Booking');
  const validationText = useValidationText();
  const errorId = error ? `${idPrefix}-contractType-error` : null;
  return (
    <fieldset className="sm:col-span-2" {...describedByError(errorId)}>
      <legend className="text-sm font-semibold">{t('contractType')}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {(['cash', 'company', 'syndicate'] as const).map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input type="radio" value={type} className="size-4 accent-brand" {...register('contractType')} />
            {t(`contract.${type}`)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={validationText(error?.message)} />
    </fieldset>
  );
}

type CardPickerProps = Omit<TRegistered, 'register'> & {
  side: TCardField;
  label: string;
  accept: string;
  /** The local preview of the picked image, if any. */
  preview: string | null;
  /** The id of the hint both sides share. */
  hintId: string;
  onPick: (file: File | undefined) => void;
};

/** One side of the insurance card: a file picker and a preview of the picked image. */
export function CardPicker({ side, label, accept, preview, hintId, idPrefix, error, onPick }: CardPickerProps) {
  const t = useTranslations('Booking');
  const validationText = useValidationText();
  return (
    <Field id={`${idPrefix}-${side}`} label={label} error={validationText(error?.message)} describedBy={hintId}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            className="text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-2 file:font-semibold file:text-brand"
            onChange={(event) => onPick(event.currentTarget.files?.[0])}
          />
          {preview ? (
            // A local preview of the visitor's own file: next/image cannot optimise a blob URL.
            <img
              src={preview}
              alt={t('cardPreview', { side: label })}
              className="mt-1 h-28 w-auto rounded-md border border-slate-200 object-contain"
            />
          ) : null}
        </>
      )}
    </Field>
  );
}

/** The privacy consent: a checkbox whose label links to the policy, opened in a new tab. */
export function ConsentField({ idPrefix, register, error }: TRegistered) {
  const t = useTranslations('Booking');
  const validationText = useValidationText();
  const errorId = error ? `${idPrefix}-consent-error` : null;
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand"
          {...describedByError(errorId)}
          {...register('consent')}
        />
        <span>
          {t.rich('consent', {
            link: (chunks) => (
              <Link href="/privacy-policy" target="_blank" className="font-semibold text-brand underline">
                {chunks}
              </Link>
            ),
          })}
        </span>
      </label>
      <FieldError id={errorId} error={validationText(error?.message)} />
    </div>
  );
}
