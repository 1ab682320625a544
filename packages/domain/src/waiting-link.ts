import { z } from 'zod';
import { ZManageTokenSchema } from './manage-booking';
import { requiredOr } from './messages';
import { WAITING_OFFER_STATES, ZWaitingEntryFactsSchema, ZWaitingOfferIdSchema } from './waiting-list';

/*
 * The patient's side of a waiting-list entry: the link its messages carry. Its token is made when a
 * message is sent and kept only as its hash, as a booking's manage link is; it opens the entry, its
 * live offer (or the last one it had), and lets the patient take or pass on the offer, or leave.
 */

/** The entry's link's path in an SMS or a WhatsApp message, short as the manage link's (SMS_MANAGE_PATH). */
export const WAITING_LINK_PATH = '/w/';

/** POST /api/waiting-list/link and …/leave: the link's token, which the site reads from its cookie, never from a form. */
export const ZWaitingLinkSchema = z.object({ token: ZManageTokenSchema }, { error: requiredOr() });
export type TWaitingLink = z.infer<typeof ZWaitingLinkSchema>;

/**
 * POST /api/waiting-list/link/take and …/decline: the token and the offer the page showed, so that an
 * answer to an offer since replaced by another never lands on the new one.
 */
export const ZWaitingLinkAnswerSchema = ZWaitingLinkSchema.extend({ offer: ZWaitingOfferIdSchema });
export type TWaitingLinkAnswer = z.input<typeof ZWaitingLinkAnswerSchema>;

const ZBilingualSchema = z.object({ en: z.string(), ar: z.string() });

/** What the entry's link shows: the entry, and its live offer or else the last one it had (none before the first). */
export const ZWaitingLinkViewSchema = z.object({
  entry: ZWaitingEntryFactsSchema.extend({ doctor: ZBilingualSchema, branch: ZBilingualSchema.nullable() }),
  offer: z
    .object({
      id: z.number().int().min(1),
      state: z.enum(WAITING_OFFER_STATES),
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      holdUntil: z.iso.datetime(),
      branch: ZBilingualSchema,
      /** The visit booked when the patient (or the desk for them) took it. */
      bookingNumber: z.string().nullable(),
    })
    .nullable(),
});
export type TWaitingLinkView = z.infer<typeof ZWaitingLinkViewSchema>;
