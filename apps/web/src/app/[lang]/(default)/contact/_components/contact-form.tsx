'use client';

import type { TContactMessage, TContactMessageInput } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, type TFieldControl, TextArea, TextInput } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { useActionForm } from '@/components/ui/use-action-form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { describeRateLimit } from '@/lib/retry-minutes';
import { sendContactMessage } from '../actions';
import { notify } from '@/lib/notify';

/** The fields a visitor can see and fix, in the form's order; errors on any other path are a toast. */
const VISIBLE_CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

type TVisibleContactField = (typeof VISIBLE_CONTACT_FIELDS)[number];

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
  const locale = useLocale();
  const idPrefix = useId();
  const { form, formProps, isLocked, isSubmitting, errorAttempt, errorText } = useActionForm({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', locale, website: '' },
    action: sendContactMessage,
    fields: VISIBLE_CONTACT_FIELDS,
    hasErrorSummary: true,
    onSuccess: (_sent, _message, sentForm) => {
      notify.success(t('sent'));
      sentForm.reset();
    },
    failureText: (failure) => describeRateLimit(failure, t) ?? { text: t('failed'), retryLabel: t('retry') },
  });
  const { register } = form;

  /** A labelled control with its error beside it; optional fields say so in their label. */
  const field = (name: TVisibleContactField, label: string, render: (control: TFieldControl) => ReactNode) => (
    <Field id={`${idPrefix}-${name}`} label={label} error={errorText(name, t('fieldInvalid'))}>
      {render}
    </Field>
  );

  return (
    <form aria-labelledby={labelledBy} {...formProps} className="relative mt-6">
      <FormErrorSummary attempt={errorAttempt} />
      <fieldset disabled={isLocked} className="grid gap-4 sm:grid-cols-2">
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
