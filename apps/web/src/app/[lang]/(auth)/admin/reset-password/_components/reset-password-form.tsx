'use client';

import type { TResetPassword } from '@clinic/domain';
import { PasswordResetMessage } from '@clinic/domain/messages';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useRouter } from '@/i18n/navigation';
import { type TActionResult, toMessageKey } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toRetryMinutes } from '@/lib/retry-minutes';
import { toValidationName } from '@/lib/validation-messages';
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

/** The action could not be called at all: offline, or a new deployment replaced it. */
const UNREACHABLE: TActionResult = { ok: false, code: 'SERVICE_UNAVAILABLE' };

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
  const tValidation = useTranslations('Validation');
  const router = useRouter();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  // `saved` keeps the form disabled while the sign-in page loads: the code is spent by then.
  const [outcome, setOutcome] = useState<'editing' | 'saved' | 'codeRefused'>('editing');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TResetPassword>({
    resolver: resetPasswordResolver,
    defaultValues: { code, password: '', passwordConfirmation: '' },
    // Focus moves once the fieldset is enabled again (below): a disabled input cannot take focus.
    shouldFocusError: false,
  });
  const fieldToFocus = useRef<TPasswordField | null>(null);

  useEffect(() => {
    if (isSubmitting || submitCount === 0 || fieldToFocus.current === null) return;
    setFocus(fieldToFocus.current);
    fieldToFocus.current = null;
  }, [isSubmitting, submitCount, setFocus]);

  const markInvalid = (invalid: FieldErrors<TResetPassword>) => {
    if (invalid.code) setOutcome('codeRefused');
    fieldToFocus.current = PASSWORD_FIELDS.find((field) => invalid[field]) ?? null;
  };

  const save = async (values: TResetPassword) => {
    const result = await resetPassword(values).catch(() => UNREACHABLE);
    if (result.ok) {
      setOutcome('saved');
      // Replaced, not pushed: Back must not return to a link whose code is now spent.
      router.replace({ pathname: '/admin/login', query: { reason: 'password-changed' } });
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
      fieldToFocus.current = invalid[0] ?? null;
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

  const errorText = (messageKey: string) => {
    if (messageKey === PasswordResetMessage.passwordMismatch) return t('passwordMismatch');
    const name = toValidationName(messageKey);
    return name ? tValidation(name) : t('fieldInvalid');
  };

  /** A labelled password input with its hint and error; aria-describedby names whichever are shown. */
  const field = (name: TPasswordField, label: string, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    const messageKey = errors[name]?.message;
    const describedBy = [hint ? `${id}-hint` : null, messageKey ? `${id}-error` : null].filter(Boolean).join(' ');
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required
          aria-invalid={messageKey ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:bg-slate-100"
          {...register(name)}
        />
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {messageKey ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {errorText(messageKey)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form aria-labelledby={labelledBy} noValidate onSubmit={submit} onFocus={resetPasswordResolver.preload}>
      <fieldset disabled={!isHydrated || isSubmitting || outcome === 'saved'} className="space-y-4">
        <input type="hidden" {...register('code')} />
        {field('password', t('password'), t('passwordHint', { min: minLength }))}
        {field('passwordConfirmation', t('passwordConfirmation'))}
        <button
          type="submit"
          className="w-full rounded-md bg-brand px-6 py-3 font-semibold text-white disabled:opacity-70"
        >
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </fieldset>
    </form>
  );
}
