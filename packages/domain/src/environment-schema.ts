import { z } from 'zod';

/**
 * The pieces each process's configuration module builds its zod schema from (apps/web/src/env.ts,
 * cms/src/environment.ts, tools/src/env.ts, the retention periods here), so a variable means the
 * same in every process: a blank value is unset and takes the default, as `.env.example` leaves many
 * blank; a wrong value is an issue on the variable's name, in words an operator reads.
 */

const unsetWhenBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Text, trimmed. */
export const envText = (fallback = '') => z.preprocess(unsetWhenBlank, z.string().trim().default(fallback));

/** A whole number from `min` to `max`. */
export const envWholeNumber = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    unsetWhenBlank,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );

/** A whole number, or undefined when unset. */
export const envOptionalWholeNumber = () =>
  z.preprocess(unsetWhenBlank, z.coerce.number().int({ error: 'must be a whole number' }).optional());

/** One of `values`. */
export const envChoice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  fallback: Values[number],
  error = `must be one of ${values.join(', ')}`,
) => z.preprocess(unsetWhenBlank, z.enum(values, { error }).default(fallback));

/** `true` or `false`. */
export const envFlag = (fallback: boolean) =>
  envChoice(['true', 'false'], fallback ? 'true' : 'false', 'must be true or false').transform(
    (value) => value === 'true',
  );

/** A value with no default: missing or blank is an issue that says `missing`. */
export const envRequired = (missing: string) => z.preprocess(unsetWhenBlank, z.string({ error: missing }).trim());

/** A failed parse's issues as one sentence after `what`: `VARIABLE message; VARIABLE message.` */
export const describeEnvironmentIssues = (what: string, issues: readonly z.core.$ZodIssue[]) =>
  `${what} is not valid: ${issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}.`;
