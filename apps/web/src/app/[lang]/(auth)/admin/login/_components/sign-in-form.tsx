'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useValidationText } from '@/components/ui/use-validation-text';
import { toMessageKey } from '@/lib/action-result';
import { type TSignInState, signIn } from '../actions';

const INITIAL_STATE: TSignInState = null;

/** The staff sign-in form; a plain form post, so it also works before the script arrives. */
export function SignInForm({ notice }: { notice: string | null }) {
  const t = useTranslations('Admin');
  const validationText = useValidationText();
  const locale = useLocale();
  const [failed, formAction, isPending] = useActionState(signIn, INITIAL_STATE);
  /** A refusal of the sign-in itself; field errors are shown beside their fields instead. */
  const refusal =
    failed && !failed.fieldErrors
      ? toMessageKey(failed.code, ['invalid', 'forbidden', 'rateLimited'], 'unavailable')
      : null;

  return (
    <form action={formAction} noValidate className="space-y-4">
      <FormErrorSummary attempt={failed?.fieldErrors ? failed : null} />
      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {t(`signInFailed.${refusal}`)}
        </p>
      ) : notice ? (
        <p role="status" className="rounded-lg bg-white p-3 text-brand">
          {notice}
        </p>
      ) : null}
      <input type="hidden" name="locale" value={locale} />
      <Field id="sign-in-email" label={t('email')} error={validationText(failed?.fieldErrors?.email)}>
        {(control) => (
          <TextInput
            {...control}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="username"
            required
            defaultValue={failed?.details?.email ?? ''}
          />
        )}
      </Field>
      <Field id="sign-in-password" label={t('password')} error={validationText(failed?.fieldErrors?.password)}>
        {(control) => (
          <TextInput {...control} name="password" type="password" dir="ltr" autoComplete="current-password" required />
        )}
      </Field>
      <Button type="submit" block disabled={isPending}>
        {isPending ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
