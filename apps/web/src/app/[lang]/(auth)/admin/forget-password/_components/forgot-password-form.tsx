'use client';

import type { TForgotPassword, TForgotPasswordInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { describeRateLimit } from '@/lib/retry-minutes';
import { useActionForm } from '@/components/ui/use-action-form';
import { requestPasswordReset } from '../actions';

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
  const locale = useLocale();
  const idPrefix = useId();
  const [hasSent, setHasSent] = useState(false);
  const { form, formProps, isLocked, isSubmitting, errorAttempt, errorText } = useActionForm({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '', locale },
    action: requestPasswordReset,
    fields: ['email'],
    hasErrorSummary: true,
    onSuccess: () => setHasSent(true),
    // What is left (the hidden locale refused, the CMS down) is nothing the visitor can fix but retry.
    failureText: (failure) => describeRateLimit(failure, t) ?? t('unavailable'),
  });
  const { register } = form;

  return (
    <form aria-labelledby={labelledBy} {...formProps}>
      <FormErrorSummary attempt={errorAttempt} />
      {/* Always in the page, so screen readers announce the notice when it appears. */}
      <p role="status" className="rounded-lg text-brand not-empty:mb-4 not-empty:bg-brand-soft not-empty:p-3">
        {hasSent ? t('sent') : null}
      </p>
      <fieldset disabled={isLocked} className="space-y-4">
        <input type="hidden" {...register('locale')} />
        <Field id={`${idPrefix}-email`} label={tAdmin('email')} error={errorText('email', t('fieldInvalid'))}>
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
