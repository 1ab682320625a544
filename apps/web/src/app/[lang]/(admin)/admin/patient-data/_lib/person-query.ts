import { type TPatientDataQuery, ZPatientDataQuerySchema } from '@clinic/domain';

type TSearchValue = string | string[] | undefined;

/**
 * The person a request is about, from the one search box (`q`): an email if it has an @, a phone
 * otherwise, checked with the CMS's own schema. `isInvalid` when something was typed that is neither.
 */
export function readPersonQuery(q: TSearchValue): {
  text: string;
  person: TPatientDataQuery | null;
  isInvalid: boolean;
} {
  const text = (Array.isArray(q) ? q[0] : q)?.trim() ?? '';
  if (!text) return { text, person: null, isInvalid: false };
  const parsed = ZPatientDataQuerySchema.safeParse(text.includes('@') ? { email: text } : { phone: text });
  return parsed.success ? { text, person: parsed.data, isInvalid: false } : { text, person: null, isInvalid: true };
}
