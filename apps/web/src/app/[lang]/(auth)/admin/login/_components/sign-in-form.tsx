'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { toMessageKey } from '@/lib/action-result';
import { toValidationName } from '@/lib/validation-messages';
import { type TSignInState, signIn } from '../actions';

const INITIAL_STATE: TSignInState = null;

/** The staff sign-in form; a plain form post, so it also works before the script arrives. */
export function SignInForm({ notice }: { notice: string | null }) {
  const t = useTranslations('Admin');
  const tValidation = useTranslations('Validation');
  const locale = useLocale();
  const [state, formAction, isPending] = useActionState(signIn, INITIAL_STATE);
  const failed = state;
  /** A refusal of the sign-in itself; field errors are shown beside their fields instead. */
  const refusal =
    failed && !failed.fieldErrors
      ? toMessageKey(failed.code, ['invalid', 'forbidden', 'rateLimited'], 'unavailable')
      : null;

  const fieldError = (field: 'email' | 'password') => {
    const name = toValidationName(failed?.fieldErrors?.[field]);
    return name ? (
      <p id={`sign-in-${field}-error`} className="text-sm text-red-700">
        {tValidation(name)}
      </p>
    ) : null;
  };
  const invalidProps = (field: 'email' | 'password') =>
    failed?.fieldErrors?.[field] ? { 'aria-invalid': true, 'aria-describedby': `sign-in-${field}-error` } : {};
  const inputClass = 'w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700';

  return (
    <form action={formAction} noValidate className="space-y-4">
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
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-email" className="text-sm font-semibold">
          {t('email')}
        </label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          dir="ltr"
          autoComplete="username"
          required
          defaultValue={failed?.details?.email ?? ''}
          className={inputClass}
          {...invalidProps('email')}
        />
        {fieldError('email')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-password" className="text-sm font-semibold">
          {t('password')}
        </label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          dir="ltr"
          autoComplete="current-password"
          required
          className={inputClass}
          {...invalidProps('password')}
        />
        {fieldError('password')}
      </div>
      <button
        type="submit"
        disabled={isPending}
        className="w-full rounded-md bg-brand px-6 py-3 font-semibold text-white disabled:opacity-70"
      >
        {isPending ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
