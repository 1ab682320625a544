'use client';

import type { TResetPassword } from '@clinic/domain';
import { PasswordResetMessage } from '@clinic/domain/messages';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useValidationText } from '@/components/ui/use-validation-text';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { describeRateLimit } from '@/lib/retry-minutes';
import { useActionForm } from '@/components/ui/use-action-form';
import { resetPassword } from '../actions';
import { InvalidLinkNotice } from './invalid-link-notice';

type ResetPasswordFormProps = {
  labelledBy: string;
  /** The code from the emailed link. */
  code: string;
  /** The shortest password the CMS accepts, for the hint under the field. */
  minLength: number;
};

type TPasswordField = 'password' | 'passwordConfirmation';

const PASSWORD_FIELDS: readonly TPasswordField[] = ['password', 'passwordConfirmation'];

const resetPasswordResolver = lazyZodResolver<TResetPassword, TResetPassword>(() =>
  import('@clinic/domain').then((domain) => domain.ZResetPasswordSchema),
);

/**
 * The new password, typed twice. Success leads to the sign-in page with a notice. The code comes
 * from the link, not from anything typed: when it is refused or malformed, the form gives way to
 * asking for a new link.
 */
export function ResetPasswordForm({ labelledBy, code, minLength }: ResetPasswordFormProps) {
  const t = useTranslations('PasswordReset');
  const validationText = useValidationText();
  const router = useRouter();
  const locale = useLocale() as Locale;
  const idPrefix = useId();
  // `saved` keeps the form disabled while the sign-in page loads: the code is spent by then.
  const [outcome, setOutcome] = useState<'editing' | 'saved' | 'codeRefused'>('editing');
  const { form, formProps, isLocked, isSubmitting, errorAttempt } = useActionForm({
    resolver: resetPasswordResolver,
    defaultValues: { code, password: '', passwordConfirmation: '' },
    action: resetPassword,
    fields: PASSWORD_FIELDS,
    hasErrorSummary: true,
    onSuccess: () => {
      setOutcome('saved');
      // Replaced, not pushed: Back must not return to a link whose code is now spent.
      router.replace(
        getPathname({ locale, href: { pathname: '/admin/login', query: { reason: 'password-changed' } } }),
      );
    },
    onFailure: (failure) => {
      if (failure.fieldErrors?.code) setOutcome('codeRefused');
      return Boolean(failure.fieldErrors?.code);
    },
    onInvalid: (invalid) => {
      if (invalid.code) setOutcome('codeRefused');
    },
    failureText: (failure) => describeRateLimit(failure, t) ?? t('unavailable'),
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (outcome === 'codeRefused')
    return <InvalidLinkNotice message={t('invalidLink')} linkLabel={t('requestNewLink')} />;

  const errorText = (messageKey: string | undefined) =>
    messageKey === PasswordResetMessage.passwordMismatch
      ? t('passwordMismatch')
      : validationText(messageKey, t('fieldInvalid'));

  /** A labelled password input with its hint and error. */
  const field = (name: TPasswordField, label: string, hint?: string) => (
    <Field id={`${idPrefix}-${name}`} label={label} hint={hint} error={errorText(errors[name]?.message)}>
      {(control) => (
        <TextInput {...control} type="password" dir="ltr" autoComplete="new-password" required {...register(name)} />
      )}
    </Field>
  );

  return (
    <form aria-labelledby={labelledBy} {...formProps}>
      <FormErrorSummary attempt={errorAttempt} />
      <fieldset disabled={isLocked || outcome === 'saved'} className="space-y-4">
        <input type="hidden" {...register('code')} />
        {field('password', t('password'), t('passwordHint', { min: minLength }))}
        {field('passwordConfirmation', t('passwordConfirmation'))}
        <Button type="submit" block>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </fieldset>
    </form>
  );
}
