'use client';

import type { ManagedBooking } from '@clinic/cms-client';
import { DAY_PARTS } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, describedByError } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import { stopWaitingForEarlierTime, waitForEarlierTime } from '../actions';
import { ChangeFailure, ConfirmWithDigits } from './change-fields';

/**
 * "An earlier time": the patient waits for an earlier time with the visit's doctor at its branch, in
 * the parts of the day that suit (confirmed with the phone's last digits, as a move is), or, waiting,
 * reads for what and may stop. Plain form posts, so they work without JavaScript too.
 */
export function EarlierTime({ earlier }: { earlier: ManagedBooking['earlier'] }) {
  const t = useTranslations('ManageBooking.earlier');
  const idPrefix = useId();
  if (!earlier.waiting && !earlier.canWait) return null;
  return (
    <section aria-labelledby={`${idPrefix}-title`} className="space-y-3 rounded-2xl border border-slate-200 p-6">
      <h2 id={`${idPrefix}-title`} className="text-xl font-semibold text-brand">
        {t('title')}
      </h2>
      {earlier.waiting ? <StopWaiting dayParts={earlier.waiting.dayParts} /> : <StartWaiting />}
    </section>
  );
}

function StartWaiting() {
  const t = useTranslations('ManageBooking.earlier');
  const validationText = useValidationText();
  const locale = useLocale();
  const [state, action, isPending] = useActionState(waitForEarlierTime, null, `/${locale}/booking/manage`);
  const idPrefix = useId();
  const failed = state?.ok === false ? state : null;
  const partsError = validationText(failed?.fieldErrors?.dayParts);
  const partsErrorId = partsError ? `${idPrefix}-parts-error` : null;
  // The list's own refusals: this phone already waits for this doctor, or for as many doctors as it may.
  const phoneRefusal = validationText(failed?.fieldErrors?.['patient.phone']);
  return (
    <form action={action} className="space-y-4">
      <p className="text-slate-700">{t('explain')}</p>
      {failed?.details?.reason === 'nothingEarlier' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('nothingEarlier')}
        </p>
      ) : phoneRefusal ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {phoneRefusal}
        </p>
      ) : failed?.fieldErrors?.dayParts ? null : (
        <ChangeFailure state={state} />
      )}
      <fieldset {...describedByError(partsErrorId)}>
        <legend className="text-sm font-semibold">{t('dayPartsLegend')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {DAY_PARTS.map((part) => (
            <label key={part} className="flex items-start gap-2">
              <input type="checkbox" name="dayParts" value={part} defaultChecked className="mt-1 size-4 accent-brand" />
              <span>{t(`dayParts.${part}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={partsErrorId} error={partsError} />
      </fieldset>
      <ConfirmWithDigits
        state={state}
        idPrefix={idPrefix}
        isPending={isPending}
        label={t('submit')}
        variant="secondary"
      />
    </form>
  );
}

function StopWaiting({ dayParts }: { dayParts: readonly (typeof DAY_PARTS)[number][] }) {
  const t = useTranslations('ManageBooking.earlier');
  const locale = useLocale();
  const [, action, isPending] = useActionState(stopWaitingForEarlierTime, null, `/${locale}/booking/manage`);
  const inList = new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' });
  return (
    <form action={action} className="space-y-3">
      <p role="status">{t('waiting', { parts: inList.format(dayParts.map((part) => t(`dayParts.${part}`))) })}</p>
      <Button type="submit" variant="neutral" disabled={isPending}>
        {t('stop')}
      </Button>
    </form>
  );
}
