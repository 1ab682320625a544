'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Checkbox, RadioGroup } from '@/components/ui/field';
import { CallerDetails } from '../../../../_components/caller-details';
import type { BookableTime, TNewAppointmentForm } from '../_lib/new-appointment-values';

/**
 * The patient of a booking made by the front desk: how they reached the clinic (a walk-in of today may
 * be checked in with the booking), then the caller's details, with whether their mobile gets messages
 * about this booking.
 */
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
      {chosen?.isToday && form.watch('source') === 'walk-in' ? (
        <Checkbox
          id={`${idPrefix}-check-in-now`}
          className="sm:col-span-2"
          label={t('newAppointment.checkInNow')}
          hint={t('newAppointment.checkInNowHint')}
          error={errorText('checkInNow')}
          {...register('checkInNow')}
        />
      ) : null}
      <CallerDetails
        form={form}
        errorText={errorText}
        policyVersion={policyVersion}
        sendsWhatsApp={sendsWhatsApp}
        mobileChoices={
          <Checkbox
            id={`${idPrefix}-wants-sms`}
            className="sm:col-span-2"
            label={t('newAppointment.wantsSms')}
            hint={t('newAppointment.wantsSmsHint')}
            error={errorText('wantsSms')}
            {...register('wantsSms')}
          />
        }
      />
    </fieldset>
  );
}
