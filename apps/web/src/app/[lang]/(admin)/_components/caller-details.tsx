'use client';

import type { KnownPatient } from '@clinic/cms-client';
import { PATIENT_NOTES_MAX_LENGTH } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, RadioGroup, Select, TextArea, TextInput } from '@/components/ui/field';
import { callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { PHONE_CHANNEL_CHOICES } from '@/lib/phone-channels';
import { findPatients } from '../_lib/find-patients';
import type { TCallerForm } from '../_lib/caller-values';

const PATIENT_INPUTS = [
  { name: 'patient.firstName', label: 'firstName', type: 'text' },
  { name: 'patient.lastName', label: 'lastName', type: 'text' },
  { name: 'patient.age', label: 'age', type: 'text', inputMode: 'numeric' },
  { name: 'patient.email', label: 'email', type: 'email', dir: 'ltr' },
] as const;

/** The phone first, which finds the patients booked under it before to prefill one. */
function PhoneLookUp({ form, errorText }: TCallerForm) {
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

type CallerDetailsProps = TCallerForm & {
  policyVersion: string;
  /** Whether the clinic sends WhatsApp (WHATSAPP_API_URL is set): only then is the caller asked WhatsApp or SMS. */
  sendsWhatsApp: boolean;
  /** What the form asks about the caller's mobile besides its channel, after the language of their messages. */
  mobileChoices?: ReactNode;
};

/**
 * A caller as the desk records them: the phone (with the patients booked under it before), who they
 * are, how they pay, notes for the doctor, the language of their messages, by WhatsApp or SMS (asked
 * only when the clinic sends WhatsApp; without it, the CMS sends SMS whatever the choice), and the
 * consent they gave on the phone or at the desk.
 */
export function CallerDetails({ form, errorText, policyVersion, sendsWhatsApp, mobileChoices }: CallerDetailsProps) {
  const t = useTranslations('Admin');
  const idPrefix = useId();
  const { register } = form;
  return (
    <>
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
      {mobileChoices}
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
      <Checkbox
        id={`${idPrefix}-consent`}
        className="sm:col-span-2"
        label={t('newAppointment.consent', { version: policyVersion })}
        error={errorText('consent.givenVerbally')}
        {...register('consent.givenVerbally')}
      />
    </>
  );
}
