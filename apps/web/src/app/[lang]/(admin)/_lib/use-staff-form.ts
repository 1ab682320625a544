'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useId, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { type TActionFormOptions, useActionForm } from '@/components/ui/use-action-form';
import type { Locale } from '@/i18n/routing';
import type { TActionResult } from '@/lib/action-result';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

/** What a staff form does after a success: the values sent, the form, and the router to refresh the page or leave it. */
type TStaffFormSuccess<TInput extends FieldValues, TOutput> = {
  values: TOutput;
  form: UseFormReturn<TInput, unknown, TOutput>;
  router: ReturnType<typeof useRouter>;
  locale: Locale;
};

type TStaffFormOptions<TInput extends FieldValues, TOutput, TValue, TDetails> = Omit<
  TActionFormOptions<TInput, TOutput, TValue, TDetails>,
  'resolver' | 'action' | 'onSuccess'
> & {
  /** The shared schema the browser checks first, loaded when the form is first focused (lazyZodResolver). */
  schema: () => Promise<ZodType<TOutput, TInput>>;
  /** The server action, called with the page's language first, as every staff action takes it. */
  action: (locale: Locale, values: TOutput) => Promise<TActionResult<TValue, TDetails>>;
  onSuccess: (value: TValue, after: TStaffFormSuccess<TInput, TOutput>) => void;
};

/**
 * A staff form (useActionForm) with what each one needs around it: its schema's lazy resolver, the
 * page's language for its action, the router for after a success, and a prefix for its fields' ids.
 */
export function useStaffForm<TInput extends FieldValues, TOutput = TInput, TValue = unknown, TDetails = undefined>({
  schema,
  action,
  onSuccess,
  ...options
}: TStaffFormOptions<TInput, TOutput, TValue, TDetails>) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const idPrefix = useId();
  const [resolver] = useState(() => lazyZodResolver(schema));
  const actionForm = useActionForm({
    ...options,
    resolver,
    action: (values: TOutput) => action(locale, values),
    onSuccess: (value, values, form) => onSuccess(value, { values, form, router, locale }),
  });
  return { ...actionForm, locale, idPrefix };
}
