'use client';

import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  get,
  useForm,
} from 'react-hook-form';
import { useRef, useState } from 'react';
import { type TActionFailure, type TActionResult, callAction } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useValidationText } from './use-validation-text';

export type TActionFormOptions<TInput extends FieldValues, TOutput, TValue, TDetails> = {
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
  /**
   * The toast for a failure on none of `fields`, in the page's language; with a `retryLabel`, the
   * toast has a button that sends the form again.
   */
  failureText: (failure: TActionFailure<TDetails>) => string | { text: string; retryLabel: string };
  /**
   * The form shows a FormErrorSummary (`errorAttempt`), which moves the focus to the first field in
   * error once the fieldset is enabled again (a disabled input cannot take it), and names them all.
   */
  hasErrorSummary?: boolean;
  /** What the form does besides showing the errors when the browser's check refuses the values. */
  onInvalid?: (errors: FieldErrors<TInput>) => void;
};

/**
 * A form over a server action and its result (lib/action-result.ts): the browser checks the
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
  hasErrorSummary = false,
  onInvalid,
}: TActionFormOptions<TInput, TOutput, TValue, TDetails>) {
  const isHydrated = useIsHydrated();
  const validationText = useValidationText();
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues, shouldFocusError: !hasErrorSummary });
  const { errors, isSubmitting } = form.formState;
  // Counts the submissions that came back with a field in error, the browser's check or the server's.
  const [failedSubmissions, setFailedSubmissions] = useState(0);
  const countFailedSubmission = () => setFailedSubmissions((count) => count + 1);

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
    if (showServerFieldErrors(form.setError, result.fieldErrors, fields)) return countFailedSubmission();
    const toast = failureText(result);
    if (typeof toast === 'string') notify.error(toast);
    else notify.error(toast.text, { action: { label: toast.retryLabel, onClick: () => void submit() } });
  };
  const refuseInvalid = (invalid: FieldErrors<TInput>) => {
    countFailedSubmission();
    onInvalid?.(invalid);
  };
  const submit = form.handleSubmit(submitChecked, refuseInvalid);

  return {
    form,
    isSubmitting,
    /** For the form's fieldset: nothing can be typed before hydration or sent twice. */
    isLocked: !isHydrated || isSubmitting,
    /** The form element's own props: the app's messages instead of the browser's, and the schema loaded early. */
    formProps: {
      noValidate: true,
      onSubmit: submit,
      onFocus: resolver?.preload,
    },
    /** For FormErrorSummary: changes with every submission that came back with errors; null before any. */
    errorAttempt: isSubmitting || failedSubmissions === 0 ? null : failedSubmissions,
    /** A field's error in the page's language (`fallback` for a key this app does not know), or null while it is fine. */
    errorText: (field: FieldPath<TInput>, fallback?: string) =>
      validationText((get(errors, field) as { message?: string } | undefined)?.message, fallback),
  };
}
