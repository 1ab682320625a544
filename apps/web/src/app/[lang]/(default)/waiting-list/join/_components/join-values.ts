import type { TConsentingPatient, TPhoneCodeSentAnswer, TWaitingWish } from '@clinic/domain';

/** The wish's fields that show an error, by the names the schema and the CMS give them. */
export const WISH_FIELDS = ['branch', 'fromDate', 'toDate', 'dayParts'] as const;
export type TWishField = (typeof WISH_FIELDS)[number];

/** The code sent, and what it was sent for: the details stay as they were while it is typed. */
export type TCodeSent = TPhoneCodeSentAnswer & { wish: TWaitingWish; patient: TConsentingPatient };
