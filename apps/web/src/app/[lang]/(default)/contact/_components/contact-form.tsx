'use client';

import type { TContactMessage, TContactMessageInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, type TFieldControl, TextArea, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useValidationText } from '@/components/ui/use-validation-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toRetryMinutes } from '@/lib/retry-minutes';
import { sendContactMessage } from '../actions';
import { toMessageKey, callAction } from '@/lib/action-result';
import { type TVisibleContactField, pickVisibleFieldErrors } from './contact-form-errors';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { notify } from '@/lib/notify';

type ContactFormProps = {
  /** The id of the heading that names the form, which makes it a landmark screen readers list. */
  labelledBy: string;
};

const contactResolver = lazyZodResolver<TContactMessageInput, TContactMessage>(() =>
  import('@clinic/domain').then((domain) => domain.ZContactMessageSchema),
);

/**
 * The contact form of the contact page and the home page. Messages reach the CMS through a server
 * action, which checks them again; on any failure the visitor's text stays in the form.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const t = useTranslations('ContactForm');
  const validationText = useValidationText();
  const locale = useLocale();
  const idPrefix = useId();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TContactMessageInput, unknown, TContactMessage>({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', locale, website: '' },
    // FormErrorSummary moves the focus once the fieldset is enabled again: a disabled input cannot take it.
    shouldFocusError: false,
  });
  // Counts the submissions that came back with a field in error, the browser's check or the server's.
  const [failedSubmissions, setFailedSubmissions] = useState(0);
  const countFailedSubmission = () => setFailedSubmissions((count) => count + 1);

  const send = async (message: TContactMessage) => {
    const result = await callAction(sendContactMessage(message));
    if (result.ok) {
      notify.success(t('sent'));
      reset();
      return;
    }
    const fieldErrors = pickVisibleFieldErrors(result.fieldErrors);
    if (fieldErrors.length > 0) {
      for (const [field, messageKey] of fieldErrors) setError(field, { type: 'server', message: messageKey });
      countFailedSubmission();
      return;
    }
    if (toMessageKey(result.code, ['rateLimited'], 'failed') === 'rateLimited') {
      const minutes = toRetryMinutes(result.retryAfterSeconds);
      notify.error(minutes === null ? t('rateLimited') : t('rateLimitedFor', { minutes }));
      return;
    }
    notify.error(t('failed'), { action: { label: t('retry'), onClick: () => void submit() } });
  };
  const submit = handleSubmit(send, countFailedSubmission);

  /** A labelled control with its error beside it; optional fields say so in their label. */
  const field = (name: TVisibleContactField, label: string, render: (control: TFieldControl) => ReactNode) => (
    <Field id={`${idPrefix}-${name}`} label={label} error={validationText(errors[name]?.message, t('fieldInvalid'))}>
      {render}
    </Field>
  );

  return (
    <form
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={submit}
      onFocus={contactResolver.preload}
      className="relative mt-6"
    >
      <FormErrorSummary attempt={isSubmitting || failedSubmissions === 0 ? null : failedSubmissions} />
      <fieldset disabled={!isHydrated || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        {field('name', t('name'), (control) => (
          <TextInput {...control} type="text" autoComplete="name" aria-required {...register('name')} />
        ))}
        {field('email', t('email'), (control) => (
          <TextInput {...control} type="email" dir="ltr" autoComplete="email" aria-required {...register('email')} />
        ))}
        {field('phone', t('phone'), (control) => (
          <TextInput {...control} type="tel" dir="ltr" autoComplete="tel" {...register('phone')} />
        ))}
        {field('subject', t('subject'), (control) => (
          <TextInput {...control} type="text" {...register('subject')} />
        ))}
        <div className="sm:col-span-2">
          {field('message', t('message'), (control) => (
            <TextArea {...control} rows={6} aria-required {...register('message')} />
          ))}
        </div>

        <input type="hidden" {...register('locale')} />
        {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -start-[9999px] top-0 size-px overflow-hidden">
          <label htmlFor={`${idPrefix}-website`}>{t('honeypot')}</label>
          <input id={`${idPrefix}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>

        <div className="sm:col-span-2">
          <Button type="submit">{isSubmitting ? t('sending') : t('submit')}</Button>
        </div>
      </fieldset>
    </form>
  );
}
