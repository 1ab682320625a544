import { z } from 'zod';
import { ZManageTokenSchema, ZPhoneDigitsSchema } from './manage-booking';
import { requiredOr } from './messages';
import { DAY_PARTS, ZDayPartsSchema } from './waiting-list';

/*
 * "Earlier than my booking": a patient holding a booking waits, from its manage page, for an earlier
 * time with its doctor at its branch. Their entry is linked to the booking: taking an offer moves it,
 * and the place it leaves is offered in turn.
 */

/** POST /api/appointments/manage/waiting-list: the parts of the day that suit, with the phone's last digits (as a move asks). */
export const ZEarlierWaitSchema = z.object(
  { token: ZManageTokenSchema, phoneDigits: ZPhoneDigitsSchema, dayParts: ZDayPartsSchema },
  { error: requiredOr() },
);
export type TEarlierWait = z.infer<typeof ZEarlierWaitSchema>;
export type TEarlierWaitInput = z.input<typeof ZEarlierWaitSchema>;

/** What the manage page shows of it: whether the patient may start waiting, and their open entry's parts of the day. */
export const ZEarlierWaitAnswerSchema = z.object({
  /** False when nothing earlier can be offered (the visit is tomorrow or sooner) or the visit can no longer change. */
  canWait: z.boolean(),
  waiting: z.object({ dayParts: z.array(z.enum(DAY_PARTS)) }).nullable(),
});
export type TEarlierWaitAnswer = z.infer<typeof ZEarlierWaitAnswerSchema>;
