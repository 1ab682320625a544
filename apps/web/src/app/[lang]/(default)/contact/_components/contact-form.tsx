'use client';

import type { TContactMessage, TContactMessageInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toRetryMinutes } from '@/lib/retry-minutes';
import { toValidationName } from '@/lib/validation-messages';
import { sendContactMessage } from '../actions';
import { type TActionResult, toMessageKey } from '@/lib/action-result';
import { type TVisibleContactField, VISIBLE_CONTACT_FIELDS, pickVisibleFieldErrors } from './contact-form-errors';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { notify } from '@/lib/notify';

type ContactFormProps = {
  /** The id of the heading that names the form, which makes it a landmark screen readers list. */
  labelledBy: string;
};

/** The action could not be called at all: offline, or a new deployment replaced it. */
const UNREACHABLE: TActionResult = { ok: false, code: 'SERVICE_UNAVAILABLE' };

const contactResolver = lazyZodResolver<TContactMessageInput, TContactMessage>(() =>
  import('@clinic/domain').then((domain) => domain.ZContactMessageSchema),
);

/**
 * The contact form of the contact page and the home page. Messages reach the CMS through a server
 * action, which checks them again; on any failure the visitor's text stays in the form.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const t = useTranslations('ContactForm');
  const tValidation = useTranslations('Validation');
  const locale = useLocale();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TContactMessageInput, unknown, TContactMessage>({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', locale, website: '' },
    // Focus moves once the fieldset is enabled again (below): a disabled input cannot take focus.
    shouldFocusError: false,
  });
  const fieldToFocus = useRef<TVisibleContactField | null>(null);

  useEffect(() => {
    if (isSubmitting || submitCount === 0 || fieldToFocus.current === null) return;
    setFocus(fieldToFocus.current);
    fieldToFocus.current = null;
  }, [isSubmitting, submitCount, setFocus]);

  const markInvalid = (invalid: FieldErrors<TContactMessageInput>) => {
    fieldToFocus.current = VISIBLE_CONTACT_FIELDS.find((field) => invalid[field]) ?? null;
  };

  const send = async (message: TContactMessage) => {
    const result = await sendContactMessage(message).catch(() => UNREACHABLE);
    if (result.ok) {
      notify.success(t('sent'));
      reset();
      return;
    }
    const fieldErrors = pickVisibleFieldErrors(result.fieldErrors);
    if (fieldErrors.length > 0) {
      for (const [field, messageKey] of fieldErrors) setError(field, { type: 'server', message: messageKey });
      fieldToFocus.current = fieldErrors[0]?.[0] ?? null;
      return;
    }
    if (toMessageKey(result.code, ['rateLimited'], 'failed') === 'rateLimited') {
      const minutes = toRetryMinutes(result.retryAfterSeconds);
      notify.error(minutes === null ? t('rateLimited') : t('rateLimitedFor', { minutes }));
      return;
    }
    notify.error(t('failed'), { action: { label: t('retry'), onClick: () => void submit() } });
  };
  const submit = handleSubmit(send, markInvalid);

  /** The input's id, its error state, and its registration with the form. */
  const fieldProps = (field: TVisibleContactField) => ({
    id: `${idPrefix}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idPrefix}-${field}-error` : undefined,
    className:
      'w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:bg-slate-100',
    ...register(field),
  });

  /** A labelled control with its error beside it; optional fields say so in their label. */
  const field = (name: TVisibleContactField, label: string, control: ReactNode) => {
    const messageKey = errors[name]?.message;
    const validationName = toValidationName(messageKey);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-${name}`} className="text-sm font-semibold">
          {label}
        </label>
        {control}
        {errors[name] ? (
          <p id={`${idPrefix}-${name}-error`} className="text-sm text-red-700">
            {validationName ? tValidation(validationName) : t('fieldInvalid')}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={submit}
      onFocus={contactResolver.preload}
      className="relative mt-6"
    >
      <fieldset disabled={!isHydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        {field('name', t('name'), <input type="text" autoComplete="name" aria-required {...fieldProps('name')} />)}
        {field(
          'email',
          t('email'),
          <input type="email" dir="ltr" autoComplete="email" aria-required {...fieldProps('email')} />,
        )}
        {field('phone', t('phone'), <input type="tel" dir="ltr" autoComplete="tel" {...fieldProps('phone')} />)}
        {field('subject', t('subject'), <input type="text" {...fieldProps('subject')} />)}
        <div className="sm:col-span-2">
          {field('message', t('message'), <textarea rows={6} aria-required {...fieldProps('message')} />)}
        </div>

        <input type="hidden" {...register('locale')} />
        {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -start-[9999px] top-0 size-px overflow-hidden">
          <label htmlFor={`${idPrefix}-website`}>{t('honeypot')}</label>
          <input id={`${idPrefix}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>

        <div className="sm:col-span-2">
          <button type="submit" className="rounded-md bg-brand px-6 py-3 font-semibold text-white disabled:opacity-70">
            {isSubmitting ? t('sending') : t('submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
