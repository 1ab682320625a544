'use client';

import type { KnownPatient } from '@clinic/cms-client';
import { PATIENT_NOTES_MAX_LENGTH } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, RadioGroup, Select, TextArea, TextInput } from '@/components/ui/field';
import { callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { PHONE_CHANNEL_CHOICES } from '@/lib/phone-channels';
import { findPatients } from '../actions';
import type { BookableTime, TNewAppointmentForm } from '../_lib/new-appointment-values';

const PATIENT_INPUTS = [
  { name: 'patient.firstName', label: 'firstName', type: 'text' },
  { name: 'patient.lastName', label: 'lastName', type: 'text' },
  { name: 'patient.age', label: 'age', type: 'text', inputMode: 'numeric' },
  { name: 'patient.email', label: 'email', type: 'email', dir: 'ltr' },
] as const;

/**
 * The phone first, which finds the patients booked under it before to prefill one; then how they
 * reached the clinic, who they are, how they pay, the language of their messages, whether (and how)
 * their mobile gets them, and their consent.
 */
function PhoneLookUp({ form, errorText }: TNewAppointmentForm) {
  const t = useTranslations('Admin');
  const locale = useLocale();
  const idPrefix = useId();
  const [knownPatients, setKnownPatients] = useState<KnownPatient[] | null>(null);
  const [isLookingUp, startLookingUp] = useTransition();
  const { register, setValue, setError, getValues } = form;

  const lookUp = () =>
    startLookingUp(async () => {
      const result = await callAction(findPatients(locale, getValues('patient.phone')));
      setKnownPatients(result.ok ? result.value : null);
      if (result.ok) return;
      if (result.fieldErrors?.phone) {
        setError('patient.phone', { type: 'server', message: result.fieldErrors.phone }, { shouldFocus: true });
        return;
      }
      notify.error(t('newAppointment.lookupFailed'));
    });

  const prefill = (patient: KnownPatient) => {
    setValue('patient.firstName', patient.firstName);
    setValue('patient.lastName', patient.lastName);
    setValue('patient.age', patient.age === null ? '' : String(patient.age));
    setValue('patient.email', patient.email ?? '');
    setValue('patient.contractType', patient.contractType);
    if (patient.locale) setValue('locale', patient.locale);
    notify.success(t('newAppointment.prefilled', { name: `${patient.firstName} ${patient.lastName}` }));
  };

  return (
    <div className="sm:col-span-2">
      <Field
        id={`${idPrefix}-phone`}
        label={t('detail.phone')}
        hint={t('newAppointment.phoneHint')}
        error={errorText('patient.phone')}
      >
        {(control) => (
          <div className="flex flex-wrap gap-2">
            <div className="min-w-48 flex-1">
              <TextInput {...control} type="tel" dir="ltr" aria-required {...register('patient.phone')} />
            </div>
            <Button type="button" variant="secondary" size="sm" onClick={lookUp} disabled={isLookingUp}>
              {isLookingUp ? t('newAppointment.lookingUp') : t('newAppointment.lookUp')}
            </Button>
          </div>
        )}
      </Field>
      <div aria-live="polite" className="mt-2">
        {knownPatients === null ? null : knownPatients.length === 0 ? (
          <p className="text-sm text-slate-700">{t('newAppointment.noKnownPatients')}</p>
        ) : (
          <ul aria-label={t('newAppointment.knownPatients')} className="flex flex-wrap gap-2">
            {knownPatients.map((patient) => (
              <li key={`${patient.firstName} ${patient.lastName}`}>
                <Button type="button" variant="neutral" size="xs" onClick={() => prefill(patient)}>
                  {t('newAppointment.knownPatient', {
                    name: `${patient.firstName} ${patient.lastName}`,
                    age: patient.age === null ? '—' : String(patient.age),
                  })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * How the patient hears about the booking: the language of their messages, whether their mobile gets
 * them, and by WhatsApp or SMS, asked only when the clinic sends WhatsApp (without it, the CMS sends
 * SMS whatever the choice).
 */
function MessageChoices({ form, errorText, sendsWhatsApp }: TNewAppointmentForm & { sendsWhatsApp: boolean }) {
  const t = useTranslations('Admin');
  const idPrefix = useId();
  const { register } = form;
  return (
    <>
      <Field id={`${idPrefix}-locale`} label={t('newAppointment.messagesIn')} error={errorText('locale')}>
        {(control) => (
          <Select {...control} {...register('locale')}>
            {(['ar', 'en'] as const).map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Checkbox
        id={`${idPrefix}-wants-sms`}
        className="sm:col-span-2"
        label={t('newAppointment.wantsSms')}
        hint={t('newAppointment.wantsSmsHint')}
        error={errorText('wantsSms')}
        {...register('wantsSms')}
      />
      {sendsWhatsApp ? (
        <RadioGroup
          id={`${idPrefix}-phone-channel`}
          legend={t('newAppointment.phoneChannel')}
          hint={t('newAppointment.phoneChannelHint')}
          options={PHONE_CHANNEL_CHOICES.map((channel) => ({
            value: channel,
            label: t(`newAppointment.phoneChannels.${channel}`),
          }))}
          inputProps={() => register('patient.phoneChannel')}
          error={errorText('patient.phoneChannel')}
          className="sm:col-span-2"
        />
      ) : null}
    </>
  );
}

/** The patient of a booking made by the front desk, and the consent they gave on the phone or at the desk. */
export function PatientDetails({
  form,
  errorText,
  chosen,
  policyVersion,
  sendsWhatsApp,
  isLocked,
}: TNewAppointmentForm & {
  chosen: BookableTime | undefined;
  policyVersion: string;
  sendsWhatsApp: boolean;
  isLocked: boolean;
}) {
  const t = useTranslations('Admin');
  const idPrefix = useId();
  const { register } = form;
  return (
    <fieldset disabled={isLocked} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
      <legend className="px-1 text-xl font-semibold">{t('newAppointment.patient')}</legend>
      <RadioGroup
        id={`${idPrefix}-source`}
        legend={t('newAppointment.source')}
        hint={chosen?.isWalkInOnly ? t('newAppointment.walkInOnly') : null}
        options={(['phone', 'walk-in'] as const).map((source) => ({ value: source, label: t(`source.${source}`) }))}
        inputProps={() => register('source')}
        error={errorText('source')}
        className="sm:col-span-2"
      />
      <PhoneLookUp form={form} errorText={errorText} />
      {PATIENT_INPUTS.map(({ name, label, ...input }) => (
        <Field
          key={name}
          id={`${idPrefix}-${name}`}
          label={label === 'email' ? t('newAppointment.emailOptional') : t(`newAppointment.${label}`)}
          error={errorText(name)}
        >
          {(control) => <TextInput {...control} {...input} aria-required={label !== 'email'} {...register(name)} />}
        </Field>
      ))}
      <RadioGroup
        id={`${idPrefix}-contract`}
        legend={t('detail.payment')}
        options={(['cash', 'company', 'syndicate'] as const).map((type) => ({
          value: type,
          label: t(`contract.${type}`),
        }))}
        inputProps={() => register('patient.contractType')}
        error={errorText('patient.contractType')}
        className="sm:col-span-2"
      />
      <Field
        id={`${idPrefix}-notes`}
        label={t('newAppointment.notes')}
        error={errorText('patient.notes')}
        className="sm:col-span-2"
      >
        {(control) => (
          <TextArea {...control} rows={3} maxLength={PATIENT_NOTES_MAX_LENGTH} {...register('patient.notes')} />
        )}
      </Field>
      <MessageChoices form={form} errorText={errorText} sendsWhatsApp={sendsWhatsApp} />
      <Checkbox
        id={`${idPrefix}-consent`}
        className="sm:col-span-2"
        label={t('newAppointment.consent', { version: policyVersion })}
        error={errorText('consent.givenVerbally')}
        {...register('consent.givenVerbally')}
      />
    </fieldset>
  );
}
