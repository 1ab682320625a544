import { z } from 'zod';
import { addDaysToIsoDate } from './calendar-date';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { getCairoMsOfDay, toCairoDate } from './cairo-time';
import { ZDocumentIdSchema } from './identifier-schemas';
import { ZManageTokenSchema } from './manage-booking';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { ZPatientInformationSchema } from './patient';
import { ZBookingRequestSchema } from './booking';
import { ZPhoneCodeSchema } from './phone-code';
import { ZVerbalConsentSchema } from './staff-booking';
import { createLineSchema } from './text-fields';

/** The code that confirms a mobile joining from the site is the waiting list's own. */
export * from './phone-code';

/*
 * The waiting list: patients who found no time that suits them wait for a doctor, and a place freed
 * by a cancellation or a move is held for the first of them it suits, in order of joining, before
 * anyone else may book it. These are its rules; the CMS keeps the list (cms/src/waiting-list).
 */

/** The parts of a Cairo day a patient may say suit them. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type TDayPart = (typeof DAY_PARTS)[number];

const MS_PER_HOUR = 3_600_000;
const MS_PER_MINUTE = 60_000;
/** Cairo's wall clock: the afternoon starts at noon, the evening at 17:00. */
const AFTERNOON_FROM_MS = 12 * MS_PER_HOUR;
const EVENING_FROM_MS = 17 * MS_PER_HOUR;

export const WAITING_LIST_RULES = {
  /** A phone waits for at most this many doctors at once. */
  maxOpenEntriesPerPhone: 3,
  /** A freed place is offered to at most this many patients in turn, then freed for everyone. */
  maxOffersPerPlace: 5,
  /** How long an offered place is held for its patient. */
  holdMinutes: 20,
  /** The hold of a place whose visit is near (within shortHoldWithinHours): the next patient needs time too. */
  shortHoldMinutes: 10,
  shortHoldWithinHours: 6,
  /** Offers go out between these Cairo hours (milliseconds of the day): nobody is woken by one. */
  offeringFromMs: 8 * MS_PER_HOUR,
  offeringUntilMs: 22 * MS_PER_HOUR,
} as const;

/** When offers go out each Cairo day, as milliseconds since midnight (the end excluded). */
export type TOfferingHours = { fromMs: number; untilMs: number };

const DEFAULT_OFFERING_HOURS: TOfferingHours = {
  fromMs: WAITING_LIST_RULES.offeringFromMs,
  untilMs: WAITING_LIST_RULES.offeringUntilMs,
};

/** The part of the Cairo day a visit starts in. */
export const findDayPart = (start: Date): TDayPart => {
  const msOfDay = getCairoMsOfDay(start);
  if (msOfDay < AFTERNOON_FROM_MS) return 'morning';
  return msOfDay < EVENING_FROM_MS ? 'afternoon' : 'evening';
};

/** What a patient waits for: a doctor, at one branch or any, over Cairo days, in the parts of the day that suit. */
export type TWaitingWish = {
  doctor: string;
  branch: string | null;
  fromDate: string;
  toDate: string;
  dayParts: readonly TDayPart[];
  /** For a booking's patient waiting for an earlier time: only places starting before this instant suit. */
  beforeMs?: number | null;
};

/** A place someone gave up: a seat of a doctor's slot or session at a branch. */
export type TFreedPlace = { doctor: string; branch: string; startsAt: Date };

/** Whether a freed place is one the patient waits for: their doctor, branch, days and part of the day. */
export const suitsWish = (wish: TWaitingWish, place: TFreedPlace) => {
  if (wish.doctor !== place.doctor) return false;
  if (wish.branch !== null && wish.branch !== place.branch) return false;
  if (wish.beforeMs != null && place.startsAt.getTime() >= wish.beforeMs) return false;
  const date = toCairoDate(place.startsAt);
  return date >= wish.fromDate && date <= wish.toDate && wish.dayParts.includes(findDayPart(place.startsAt));
};

/** A wish ends after its last day: from the next Cairo day on, nothing is offered for it and it closes. */
export const hasWishEnded = (wish: Pick<TWaitingWish, 'toDate'>, now: Date) => toCairoDate(now) > wish.toDate;

/** Until when an offered place is held: 20 minutes, or 10 when its visit starts within six hours. */
export const findHoldEnd = (startsAt: Date, now: Date) => {
  const isNear = startsAt.getTime() - now.getTime() <= WAITING_LIST_RULES.shortHoldWithinHours * MS_PER_HOUR;
  const minutes = isNear ? WAITING_LIST_RULES.shortHoldMinutes : WAITING_LIST_RULES.holdMinutes;
  return new Date(now.getTime() + minutes * MS_PER_MINUTE);
};

/** Whether offers may go out now, by Cairo's wall clock (08:00–22:00 unless configured otherwise). */
export const isOfferingTime = (now: Date, hours: TOfferingHours = DEFAULT_OFFERING_HOURS) => {
  const msOfDay = getCairoMsOfDay(now);
  return msOfDay >= hours.fromMs && msOfDay < hours.untilMs;
};

/**
 * Field errors of a wish's days against today: they run from tomorrow (today's places are for the
 * desk) to the last day the site books (`horizonDays`, today included), first day first.
 */
export const checkWishDates = (wish: Pick<TWaitingWish, 'fromDate' | 'toDate'>, now: Date, horizonDays: number) => {
  const today = toCairoDate(now);
  const lastDay = addDaysToIsoDate(today, horizonDays - 1);
  const errors: Record<string, string> = {};
  if (wish.fromDate <= today || wish.fromDate > lastDay) errors.fromDate = ValidationMessage.waitingDatesOutOfRange;
  if (wish.toDate < wish.fromDate || wish.toDate > lastDay) errors.toDate = ValidationMessage.waitingDatesOutOfRange;
  return errors;
};

export const WAITING_LIST_REASON_MAX_LENGTH = 200;

/** The parts of the day a patient ticked: at least one, in the day's order. */
export const ZDayPartsSchema = z
  .array(z.enum(DAY_PARTS, { error: requiredOr(ValidationMessage.invalidChoice) }), { error: requiredOr() })
  .min(1, { error: ValidationMessage.dayPartsRequired })
  .transform((parts) => DAY_PARTS.filter((part) => parts.includes(part)));

/** What a patient waits for, as a form sends it: the doctor, one of their branches or any (null), the days and the parts of the day. */
export const ZWaitingWishSchema = z.object(
  {
    doctor: ZDocumentIdSchema,
    branch: ZDocumentIdSchema.nullable(),
    fromDate: ZIsoDateSchema,
    toDate: ZIsoDateSchema,
    dayParts: ZDayPartsSchema,
  },
  { error: requiredOr() },
);
export type TWaitingWishInput = z.input<typeof ZWaitingWishSchema>;

/**
 * POST /api/staff/waiting-list: a caller the desk puts on a doctor's waiting list (no phone code: the
 * desk speaks to them). Their details are a booking's, and they agreed to the privacy policy aloud.
 */
export const ZStaffWaitingEntrySchema = z.object(
  {
    ...ZWaitingWishSchema.shape,
    locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
    patient: ZPatientInformationSchema,
    consent: ZVerbalConsentSchema,
  },
  { error: requiredOr() },
);
export type TStaffWaitingEntry = z.infer<typeof ZStaffWaitingEntrySchema>;
export type TStaffWaitingEntryInput = z.input<typeof ZStaffWaitingEntrySchema>;

/** GET /api/staff/waiting-list: one doctor's list, at one branch or all of the member's. */
export const ZWaitingListQuerySchema = z.object(
  { doctor: ZDocumentIdSchema, branch: ZDocumentIdSchema.optional() },
  { error: requiredOr() },
);
export type TWaitingListQuery = z.infer<typeof ZWaitingListQuerySchema>;

/** An entry's key: 32 hex digits, the only name an entry has outside the CMS (in links and the desk's buttons). */
export const ZWaitingEntryKeySchema = z.string().regex(/^[0-9a-f]{32}$/);

/** An offer's id as a path names it: a positive integer column, so at most nine digits (PostgreSQL refuses more). */
export const ZWaitingOfferIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/)
  .transform(Number);

/** POST /api/staff/waiting-list/:key/remove: why the desk takes a patient off the list. */
export const ZWaitingEntryRemovalSchema = z.object(
  { reason: createLineSchema(1, WAITING_LIST_REASON_MAX_LENGTH) },
  { error: requiredOr() },
);
export type TWaitingEntryRemoval = z.infer<typeof ZWaitingEntryRemovalSchema>;

/** Where an entry stands: waiting, or closed because it was booked, the patient left, staff removed it, or its days ran out. */
export const WAITING_ENTRY_STATES = ['open', 'booked', 'left', 'removed', 'ended'] as const;
export type TWaitingEntryState = (typeof WAITING_ENTRY_STATES)[number];

/** An offer: live while its place is held, then taken, declined, expired, or withdrawn with its entry. */
export const WAITING_OFFER_STATES = ['live', 'taken', 'declined', 'expired', 'withdrawn'] as const;
export type TWaitingOfferState = (typeof WAITING_OFFER_STATES)[number];

/** One offer as staff read it: its place, its hold, and how it was answered (the booking, when taken). */
export const ZWaitingOfferAnswerSchema = z.object({
  id: z.number().int().min(1),
  branch: z.string(),
  start: z.string(),
  end: z.string(),
  state: z.enum(WAITING_OFFER_STATES),
  offeredAt: z.iso.datetime(),
  holdUntil: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  answeredBy: z.string().nullable(),
  /** The visit booked from the offer, while it exists: its document id and booking number. */
  appointmentId: z.string().nullable(),
  bookingNumber: z.string().nullable(),
});
export type TWaitingOfferAnswer = z.infer<typeof ZWaitingOfferAnswerSchema>;

/** What every answer about an entry says of it: what it waits for, in which language, and where it stands. */
export const ZWaitingEntryFactsSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  dayParts: z.array(z.enum(DAY_PARTS)),
  locale: z.enum(LOCALES),
  joinedAt: z.iso.datetime(),
  state: z.enum(WAITING_ENTRY_STATES),
  closedAt: z.iso.datetime().nullable(),
});

/** One entry of a doctor's waiting list as staff read it, with its offers. */
export const ZWaitingEntryAnswerSchema = ZWaitingEntryFactsSchema.extend({
  key: z.string(),
  doctor: z.string(),
  /** Null: any of the doctor's branches. */
  branch: z.string().nullable(),
  patient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    age: z.number().int().nullable(),
  }),
  source: z.enum(['website', 'staff']),
  addedBy: z.string().nullable(),
  closedReason: z.string().nullable(),
  offers: z.array(ZWaitingOfferAnswerSchema),
});
export type TWaitingEntryAnswer = z.infer<typeof ZWaitingEntryAnswerSchema>;

export const ZWaitingListAnswerSchema = z.array(ZWaitingEntryAnswerSchema);

/** A caller put on the list: their entry's key. */
export const ZWaitingEntryAddedAnswerSchema = z.object({ key: z.string() });

/** An offer taken for a caller: the visit booked for them. */
export const ZWaitingOfferTakenAnswerSchema = z.object({ documentId: z.string(), bookingNumber: z.string() });

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

/**
 * POST /api/waiting-list/join: a patient puts themselves on a doctor's list from the site, with the
 * code sent to their mobile (ZPhoneCodeRequestSchema) and their consent to the privacy policy shown.
 */
export const ZWaitingListJoinSchema = z.object(
  {
    ...ZWaitingWishSchema.shape,
    locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
    patient: ZPatientInformationSchema,
    consent: ZBookingRequestSchema.shape.consent,
    code: ZPhoneCodeSchema,
  },
  { error: requiredOr() },
);
export type TWaitingListJoin = z.infer<typeof ZWaitingListJoinSchema>;
export type TWaitingListJoinInput = z.input<typeof ZWaitingListJoinSchema>;

/** A patient on the list: the token of their entry's link, shown once (the site keeps it in the entry's cookie). */
export const ZWaitingListJoinedAnswerSchema = z.object({ token: z.string() });
