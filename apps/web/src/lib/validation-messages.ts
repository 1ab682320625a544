import { ValidationMessage } from '@clinic/domain/messages';

/** A message name of the `Validation` namespace: `invalidEmail` for `validation.invalidEmail`. */
type TValidationName = keyof typeof ValidationMessage;

const NAME_BY_KEY: ReadonlyMap<string, TValidationName> = new Map(
  (Object.entries(ValidationMessage) as [TValidationName, string][]).map(([name, key]) => [key, name]),
);

/**
 * The `Validation` message for a key from zod or the CMS, or null for a key this app does not
 * know (a newer CMS), which forms show as a generic "check this field".
 */
export function toValidationName(messageKey: string | undefined): TValidationName | null {
  return (messageKey && NAME_BY_KEY.get(messageKey)) || null;
}
