'use client';

import type { TForgotPassword, TForgotPasswordInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useValidationText } from '@/components/ui/use-validation-text';
import { toMessageKey, callAction } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toRetryMinutes } from '@/lib/retry-minutes';
import { requestPasswordReset } from '../actions';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { notify } from '@/lib/notify';

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
  const validationText = useValidationText();
  const locale = useLocale();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const [hasSent, setHasSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TForgotPasswordInput, unknown, TForgotPassword>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '', locale },
    // FormErrorSummary moves the focus once the fieldset is enabled again: a disabled input cannot take it.
    shouldFocusError: false,
  });
  // Counts the submissions that came back with the email in error, the browser's check or the server's.
  const [failedSubmissions, setFailedSubmissions] = useState(0);
  const countFailedSubmission = () => setFailedSubmissions((count) => count + 1);

  const send = async (request: TForgotPassword) => {
    const result = await callAction(requestPasswordReset(request));
    if (result.ok) {
      setHasSent(true);
      return;
    }
    if (result.fieldErrors?.email) {
      setError('email', { type: 'server', message: result.fieldErrors.email });
      countFailedSubmission();
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
  const submit = handleSubmit(send, countFailedSubmission);

  return (
    <form aria-labelledby={labelledBy} noValidate onSubmit={submit} onFocus={forgotPasswordResolver.preload}>
      <FormErrorSummary attempt={isSubmitting || failedSubmissions === 0 ? null : failedSubmissions} />
      {/* Always in the page, so screen readers announce the notice when it appears. */}
      <p role="status" className="rounded-lg text-brand not-empty:mb-4 not-empty:bg-brand-soft not-empty:p-3">
        {hasSent ? t('sent') : null}
      </p>
      <fieldset disabled={!isHydrated || isSubmitting} className="space-y-4">
        <input type="hidden" {...register('locale')} />
        <Field
          id={`${idPrefix}-email`}
          label={tAdmin('email')}
          error={validationText(errors.email?.message, t('fieldInvalid'))}
        >
          {(control) => (
            <TextInput
              {...control}
              type="email"
              dir="ltr"
              autoComplete="username"
              aria-required
              {...register('email')}
            />
          )}
        </Field>
        <Button type="submit" block>
          {isSubmitting ? t('sending') : t('send')}
        </Button>
      </fieldset>
    </form>
  );
}
