'use client';

import type { TForgotPassword, TForgotPasswordInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TActionResult, toMessageKey } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toRetryMinutes } from '@/lib/retry-minutes';
import { toValidationName } from '@/lib/validation-messages';
import { requestPasswordReset } from '../actions';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { notify } from '@/lib/notify';

/** The action could not be called at all: offline, or a new deployment replaced it. */
const UNREACHABLE: TActionResult = { ok: false, code: 'SERVICE_UNAVAILABLE' };

const forgotPasswordResolver = lazyZodResolver<TForgotPasswordInput, TForgotPassword>(() =>
  import('@clinic/domain').then((domain) => domain.ZForgotPasswordSchema),
);

/**
 * The reset request form. Whether or not the address has an account, a sent request reads the
 * same; the notice stays on screen (unlike a toast) because it tells staff where to look next.
 */
export function ForgotPasswordForm({ labelledBy }: { labelledBy: string }) {
  const t = useTranslations('PasswordReset');
  const tAdmin = useTranslations('Admin');
  const tValidation = useTranslations('Validation');
  const locale = useLocale();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const [hasSent, setHasSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TForgotPasswordInput, unknown, TForgotPassword>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '', locale },
    // Focus moves once the fieldset is enabled again (below): a disabled input cannot take focus.
    shouldFocusError: false,
  });
  const shouldFocusEmail = useRef(false);

  useEffect(() => {
    if (isSubmitting || submitCount === 0 || !shouldFocusEmail.current) return;
    setFocus('email');
    shouldFocusEmail.current = false;
  }, [isSubmitting, submitCount, setFocus]);

  const send = async (request: TForgotPassword) => {
    const result = await requestPasswordReset(request).catch(() => UNREACHABLE);
    if (result.ok) {
      setHasSent(true);
      return;
    }
    if (result.fieldErrors?.email) {
      setError('email', { type: 'server', message: result.fieldErrors.email });
      shouldFocusEmail.current = true;
      return;
    }
    if (toMessageKey(result.code, ['rateLimited'], 'unavailable') === 'rateLimited') {
      const minutes = toRetryMinutes(result.retryAfterSeconds);
      notify.error(minutes === null ? t('rateLimited') : t('rateLimitedFor', { minutes }));
      return;
    }
    // What is left (the hidden locale refused, the CMS down) is nothing the visitor can fix but retry.
    notify.error(t('unavailable'));
  };
  const submit = handleSubmit(send, () => {
    shouldFocusEmail.current = true;
  });

  const emailError = errors.email?.message;
  const emailErrorName = toValidationName(emailError);
  return (
    <form aria-labelledby={labelledBy} noValidate onSubmit={submit} onFocus={forgotPasswordResolver.preload}>
      {/* Always in the page, so screen readers announce the notice when it appears. */}
      <p role="status" className="rounded-lg text-brand not-empty:mb-4 not-empty:bg-brand-soft not-empty:p-3">
        {hasSent ? t('sent') : null}
      </p>
      <fieldset disabled={!isHydrated || isSubmitting} className="space-y-4">
        <input type="hidden" {...register('locale')} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-email`} className="text-sm font-semibold">
            {tAdmin('email')}
          </label>
          <input
            id={`${idPrefix}-email`}
            type="email"
            dir="ltr"
            autoComplete="username"
            aria-required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${idPrefix}-email-error` : undefined}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:bg-slate-100"
            {...register('email')}
          />
          {emailError ? (
            <p id={`${idPrefix}-email-error`} className="text-sm text-red-700">
              {emailErrorName ? tValidation(emailErrorName) : t('fieldInvalid')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="w-full rounded-md bg-brand px-6 py-3 font-semibold text-white disabled:opacity-70"
        >
          {isSubmitting ? t('sending') : t('send')}
        </button>
      </fieldset>
    </form>
  );
}
