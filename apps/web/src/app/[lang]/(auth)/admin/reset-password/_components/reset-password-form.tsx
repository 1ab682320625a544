'use client';

import type { TResetPassword } from '@clinic/domain';
import { PasswordResetMessage } from '@clinic/domain/messages';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useValidationText } from '@/components/ui/use-validation-text';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { toMessageKey, callAction } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toRetryMinutes } from '@/lib/retry-minutes';
import { resetPassword } from '../actions';
import { InvalidLinkNotice } from './invalid-link-notice';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { notify } from '@/lib/notify';

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
  const isHydrated = useIsHydrated();
  // `saved` keeps the form disabled while the sign-in page loads: the code is spent by then.
  const [outcome, setOutcome] = useState<'editing' | 'saved' | 'codeRefused'>('editing');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TResetPassword>({
    resolver: resetPasswordResolver,
    defaultValues: { code, password: '', passwordConfirmation: '' },
    // FormErrorSummary moves the focus once the fieldset is enabled again: a disabled input cannot take it.
    shouldFocusError: false,
  });
  // Counts the submissions that came back with a field in error, the browser's check or the server's.
  const [failedSubmissions, setFailedSubmissions] = useState(0);

  const markInvalid = (invalid: FieldErrors<TResetPassword>) => {
    if (invalid.code) setOutcome('codeRefused');
    setFailedSubmissions((count) => count + 1);
  };

  const save = async (values: TResetPassword) => {
    const result = await callAction(resetPassword(values));
    if (result.ok) {
      setOutcome('saved');
      // Replaced, not pushed: Back must not return to a link whose code is now spent.
      router.replace(
        getPathname({ locale, href: { pathname: '/admin/login', query: { reason: 'password-changed' } } }),
      );
      return;
    }
    const fieldErrors = result.fieldErrors ?? {};
    if (fieldErrors.code) {
      setOutcome('codeRefused');
      return;
    }
    const invalid = PASSWORD_FIELDS.filter((field) => fieldErrors[field]);
    if (invalid.length > 0) {
      for (const field of invalid) setError(field, { type: 'server', message: fieldErrors[field] });
      setFailedSubmissions((count) => count + 1);
      return;
    }
    if (toMessageKey(result.code, ['rateLimited'], 'unavailable') === 'rateLimited') {
      const minutes = toRetryMinutes(result.retryAfterSeconds);
      notify.error(minutes === null ? t('rateLimited') : t('rateLimitedFor', { minutes }));
      return;
    }
    notify.error(t('unavailable'));
  };
  const submit = handleSubmit(save, markInvalid);

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
    <form aria-labelledby={labelledBy} noValidate onSubmit={submit} onFocus={resetPasswordResolver.preload}>
      <FormErrorSummary attempt={isSubmitting || failedSubmissions === 0 ? null : failedSubmissions} />
      <fieldset disabled={!isHydrated || isSubmitting || outcome === 'saved'} className="space-y-4">
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
