import { z } from 'zod';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, addDaysToIsoDate } from './calendar-date';
import { cairoWallClockToInstant, getCairoMsOfDay, toCairoDate } from './cairo-time';
import { MAX_RATING } from './doctor-ratings';
import { LOCALES } from './locale';
import { ZManageTokenSchema } from './manage-booking';
import { ValidationMessage, requiredOr } from './messages';
import { createTextSchema, optionalField } from './text-fields';

// A review from a verified visit: the day after a visit is marked completed, its patient is invited
// on their channel, with a link that opens the review page for 30 days.

/** The review link's path in an SMS, short, as the manage link's. */
export const REVIEW_LINK_PATH = '/r/';

/** How long an invitation's link opens the review page, from when the message was sent. */
export const REVIEW_LINK_LIFETIME_MS = 30 * MS_PER_DAY;

export const REVIEW_TEXT_MAX_LENGTH = 1000;

/** How a review is signed on the site: the patient's first name and the initial of the last, or as anonymous. */
export const REVIEW_SIGNATURES = ['named', 'anonymous'] as const;
export type TReviewSignature = (typeof REVIEW_SIGNATURES)[number];

/**
 * When invitations go: `daysAfter` Cairo days after the completion, inside the hours the clinic writes
 * to patients about reviews (10:00 to 20:00 by default, REVIEW_INVITE_*).
 */
export type TReviewInvitationSchedule = { daysAfter: number; sendFromMs: number; sendUntilMs: number };

export const REVIEW_INVITATION_DEFAULTS: TReviewInvitationSchedule = {
  daysAfter: 1,
  sendFromMs: 10 * MS_PER_HOUR,
  sendUntilMs: 20 * MS_PER_HOUR,
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * When the invitation of a visit completed at `completedAt` is sent: `daysAfter` days later, at the
 * completion's time of day kept inside the sending hours (the evening's last visits are invited at the
 * next day's opening of them); never before the completion itself.
 */
export function planReviewInvitation(completedAt: Date, schedule: TReviewInvitationSchedule): Date {
  const day = addDaysToIsoDate(toCairoDate(completedAt), schedule.daysAfter);
  const msOfDay = getCairoMsOfDay(completedAt);
  const inHours = msOfDay >= schedule.sendFromMs && msOfDay < schedule.sendUntilMs ? msOfDay : schedule.sendFromMs;
  const minutes = Math.floor(inHours / MS_PER_MINUTE);
  const planned = cairoWallClockToInstant(day, `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  return new Date(Math.max(planned.getTime(), completedAt.getTime()));
}

/** One invitation per visit: the outbox keeps this key unique, so a completion taken back and made again invites once. */
export function getReviewInvitationKey(documentId: string): string {
  return `review:${documentId}`;
}

/** POST /api/visit-review/open: the link's token, which the site reads from its cookie, never from a form. */
export const ZVisitReviewLinkSchema = z.object({ token: ZManageTokenSchema }, { error: requiredOr() });

/** POST /api/visit-review/submit: the patient's review of their visit, in the language they wrote it in. */
export const ZVisitReviewSchema = z.object(
  {
    token: ZManageTokenSchema,
    locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
    rating: z
      .number({ error: requiredOr(ValidationMessage.invalidChoice) })
      .refine((rating) => Number.isInteger(rating) && rating >= 1 && rating <= MAX_RATING, {
        error: ValidationMessage.invalidChoice,
      }),
    text: optionalField(createTextSchema(1, REVIEW_TEXT_MAX_LENGTH)),
    signature: z.enum(REVIEW_SIGNATURES, { error: requiredOr(ValidationMessage.invalidChoice) }),
    consent: z.literal(true, { error: ValidationMessage.consentRequired }),
  },
  { error: requiredOr() },
);
export type TVisitReviewInput = z.input<typeof ZVisitReviewSchema>;
export type TVisitReview = z.output<typeof ZVisitReviewSchema>;

const ZBilingualNameSchema = z.object({ en: z.string(), ar: z.string() });

/** What the review page shows: the visit (doctor, branch, month), the named signature, and the review written so far. */
export const ZVisitReviewViewSchema = z.object({
  doctor: ZBilingualNameSchema,
  branch: ZBilingualNameSchema,
  /** YYYY-MM */
  visitMonth: z.string(),
  /** The signature a named review carries: the first name and the initial of the last ('Mariam A.'). */
  namedSignature: z.string(),
  review: z
    .object({
      rating: z.number().int().min(1).max(MAX_RATING),
      text: z.string().nullable(),
      signature: z.enum(REVIEW_SIGNATURES),
    })
    .nullable(),
});
export type TVisitReviewView = z.infer<typeof ZVisitReviewViewSchema>;

/** How a review signed as anonymous is signed on each language's site. */
export const ANONYMOUS_REVIEW_SIGNATURE = { en: 'Anonymous patient', ar: 'مريض لم يذكر اسمه' } as const;

/** 'Mariam A.' from 'Mariam' and 'Adel'; the first name alone when the last has no letter to take. */
export function composeReviewSignature(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
