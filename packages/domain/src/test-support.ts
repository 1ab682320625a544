import type { z } from 'zod';

/** The error of a parse that a test expects to fail; a success fails the test loudly. */
export function getParseError<T>(result: z.ZodSafeParseResult<T>): z.ZodError {
  if (result.success) {
    throw new Error(`Expected the parse to fail, got ${JSON.stringify(result.data)}`);
  }
  return result.error;
}
