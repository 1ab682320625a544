import { z } from 'zod';
import { HOUR_MINUTE, isIsoDate } from './calendar-date';
import { ValidationMessage, requiredOr } from './messages';

/*
 * The zod schemas of calendar-date.ts live apart from it, so that code reading Cairo time in the
 * browser (cairo-time, opening-hours) does not pull zod into the page.
 */

export const ZIsoDateSchema = z
  .string({ error: requiredOr() })
  .refine(isIsoDate, { error: ValidationMessage.invalidDate });

/** A wall-clock time picked by a user, to the minute: 'HH:mm'. */
export const ZClockTimeSchema = z
  .string({ error: requiredOr() })
  .regex(HOUR_MINUTE, { error: ValidationMessage.invalidTime });
