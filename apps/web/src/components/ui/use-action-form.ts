'use client';

import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  get,
  useForm,
} from 'react-hook-form';
import { useRef } from 'react';
import { type TActionFailure, type TActionResult, callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useValidationText } from './use-validation-text';

type TActionFormOptions<TInput extends FieldValues, TOutput, TValue, TDetails> = {
  /** The shared schema's resolver (lazyZodResolver): loaded when the form is first focused. */
  resolver?: Resolver<TInput, unknown, TOutput> & { preload?: () => void };
  defaultValues: DefaultValues<TInput>;
  /** Calls the server action with the checked values; a call that cannot be made reads as SERVICE_UNAVAILABLE. */
  action: (values: TOutput) => Promise<TActionResult<TValue, TDetails>>;
  /** The fields the server's field errors are shown on, the first of them focused. */
  fields?: readonly FieldPath<TInput>[];
  onSuccess: (value: TValue, values: TOutput, form: UseFormReturn<TInput, unknown, TOutput>) => void;
  /** A failure the screen shows in its own way (a taken place's next times): true when it did. */
  onFailure?: (failure: TActionFailure<TDetails>) => boolean;
  /** The toast for a failure on none of `fields`, in the page's language. */
  failureText: (failure: TActionFailure<TDetails>) => string;
};

/**
 * A staff form over a server action and its result (lib/action-result.ts): the browser checks the
 * shared schema first; the server's field errors land on their fields, any other failure is a toast;
 * the form is locked until the page is interactive and while the action runs, and keeps what was
 * typed whatever the answer.
 */
export function useActionForm<TInput extends FieldValues, TOutput = TInput, TValue = unknown, TDetails = undefined>({
  resolver,
  defaultValues,
  action,
  fields = [],
  onSuccess,
  onFailure = () => false,
  failureText,
}: TActionFormOptions<TInput, TOutput, TValue, TDetails>) {
  const isHydrated = useIsHydrated();
  const validationText = useValidationText();
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;

  // A second submit while the first runs (Enter pressed twice before the fieldset locks) is dropped.
  const isSending = useRef(false);
  const submitChecked = async (values: TOutput) => {
    if (isSending.current) return;
    isSending.current = true;
    const result = await callAction(action(values)).finally(() => {
      isSending.current = false;
    });
    if (result.ok) return onSuccess(result.value, values, form);
    if (onFailure(result)) return;
    if (!showServerFieldErrors(form.setError, result.fieldErrors, fields)) notify.error(failureText(result));
  };

  return {
    form,
    isSubmitting,
    /** For the form's fieldset: nothing can be typed before hydration or sent twice. */
    isLocked: !isHydrated || isSubmitting,
    /** The form element's own props: the app's messages instead of the browser's, and the schema loaded early. */
    formProps: { noValidate: true, onSubmit: form.handleSubmit(submitChecked), onFocus: resolver?.preload },
    /** A field's error in the page's language, or null while it is fine. */
    errorText: (field: FieldPath<TInput>) =>
      validationText((get(errors, field) as { message?: string } | undefined)?.message),
  };
}
