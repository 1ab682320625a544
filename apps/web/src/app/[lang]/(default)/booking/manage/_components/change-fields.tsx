'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useValidationText } from '@/components/ui/use-validation-text';
import { toMessageKey } from '@/lib/action-result';
import type { TManageChangeState } from '../actions';

/**
 * The phone's last four digits, asked before a change; its error says how many tries are left, and a
 * wrong answer takes the focus back to it.
 */
export function PhoneDigitsField({ state, idPrefix }: { state: TManageChangeState; idPrefix: string }) {
  const t = useTranslations('ManageBooking');
  const validationText = useValidationText();
  const failed = state?.ok === false ? state : null;
  const fieldError = validationText(failed?.fieldErrors?.phoneDigits);
  const triesLeft = failed?.details?.triesLeft;
  return (
    <>
      <FormErrorSummary attempt={failed?.fieldErrors ? failed : null} />
      <Field
        id={`${idPrefix}-phone-digits`}
        className="max-w-xs"
        label={t('phoneDigits')}
        hint={t('phoneDigitsHint')}
        error={
          fieldError
            ? `${fieldError}${triesLeft === undefined ? '' : ` ${t('triesLeft', { count: triesLeft })}`}`
            : undefined
        }
      >
        {(control) => (
          <TextInput
            {...control}
            name="phoneDigits"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={8}
            required
          />
        )}
      </Field>
    </>
  );
}

/** What a change's failure says, when it is not a field's. */
export function ChangeFailure({ state }: { state: TManageChangeState }) {
  const t = useTranslations('ManageBooking');
  if (state?.ok !== false || state.fieldErrors?.phoneDigits) return null;
  const key = toMessageKey(
    state.code,
    ['invalid', 'notFound', 'forbidden', 'invalidTransition', 'slotTaken', 'rateLimited', 'unavailable'],
    'failed',
  );
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {t(`failures.${key}`)}
    </p>
  );
}

/** A change confirmed with the phone's last digits: the digits, then its submit button (`label`, in `variant`'s look). */
export function ConfirmWithDigits({
  state,
  idPrefix,
  isPending,
  label,
  variant,
}: {
  state: TManageChangeState;
  idPrefix: string;
  isPending: boolean;
  label: string;
  variant: 'danger' | 'secondary';
}) {
  return (
    <>
      <PhoneDigitsField state={state} idPrefix={idPrefix} />
      <Button type="submit" variant={variant} disabled={isPending}>
        {label}
      </Button>
    </>
  );
}
