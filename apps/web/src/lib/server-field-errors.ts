import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors (message keys, by field) on the form's own fields, focusing the
 * first. Answers whether any was shown, so the screen says something else when none was.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fieldErrors: Record<string, string> | undefined,
  fields: readonly FieldPath<TValues>[],
): boolean {
  const failed = fields.filter((field) => fieldErrors?.[field]);
  for (const [index, field] of failed.entries()) {
    setError(field, { type: 'server', message: fieldErrors?.[field] }, { shouldFocus: index === 0 });
  }
  return failed.length > 0;
}
