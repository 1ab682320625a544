import {
  type TConsentingPatient,
  type TPhoneCodeSentAnswer,
  type TWaitingWish,
  addDaysToIsoDate,
  countDaysInRange,
  toCairoDate,
} from '@clinic/domain';

/** The wish's fields that show an error, by the names the schema and the CMS give them. */
export const WISH_FIELDS = ['branch', 'fromDate', 'toDate', 'dayParts'] as const;
export type TWishField = (typeof WISH_FIELDS)[number];

/** The code sent, and what it was sent for: the details stay as they were while it is typed. */
export type TCodeSent = TPhoneCodeSentAnswer & { wish: TWaitingWish; patient: TConsentingPatient };

/** The days a wish starts with (`from` to `to`), and the first a patient may wait for (`min`, tomorrow). */
export type TWaitingDays = { from: string; to: string; min: string };

/**
 * The days to offer at `now`, from those of the page's kept copy (`made`): a copy made before Cairo's
 * midnight would start on a day the list no longer takes, so the span moves on by the days it is late.
 */
export const offerDaysAsOf = (made: TWaitingDays, now: Date): TWaitingDays => {
  const tomorrow = addDaysToIsoDate(toCairoDate(now), 1);
  if (tomorrow <= made.min) return made;
  const daysLate = countDaysInRange(made.min, tomorrow) - 1;
  return { from: tomorrow, to: addDaysToIsoDate(made.to, daysLate), min: tomorrow };
};
