import { z } from 'zod';
import type { TAppointmentStatus } from './appointment-status';
import { toCairoDate } from './cairo-time';
import type { TContractType } from './contract-cards';
import type { TLocale } from './locale';
import { ValidationMessage, requiredOr } from './messages';

/**
 * Reception verifies a company or syndicate patient's card before or at check-in: accepted, or refused
 * for one of these reasons. The latest verdict is the visit's card state; every one is in its history.
 */
export const CARD_VERDICTS = ['accepted', 'refused'] as const;
export type TCardVerdict = (typeof CARD_VERDICTS)[number];

/** Why a card is refused: the images cannot be read, the card is out of date, it names someone else, or the contract does not cover the visit. */
export const CARD_REFUSAL_REASONS = ['unreadable', 'expired', 'nameMismatch', 'notCovered'] as const;
export type TCardRefusalReason = (typeof CARD_REFUSAL_REASONS)[number];

/** The desk's verdict on a visit's card: a refusal needs its reason, an acceptance has none. */
export const ZCardCheckSchema = z
  .object(
    {
      verdict: z.enum(CARD_VERDICTS, { error: requiredOr(ValidationMessage.invalidChoice) }),
      reason: z.enum(CARD_REFUSAL_REASONS, { error: ValidationMessage.invalidChoice }).nullish(),
    },
    { error: requiredOr() },
  )
  .refine((check) => check.verdict === 'accepted' || check.reason, {
    path: ['reason'],
    error: ValidationMessage.required,
  })
  .transform(({ verdict, reason }) => ({ verdict, reason: verdict === 'refused' ? (reason ?? null) : null }));

export type TCardCheckInput = z.input<typeof ZCardCheckSchema>;
export type TCardCheck = z.output<typeof ZCardCheckSchema>;

/** A card's state as the day sheet, the call list and the doctor's list show it: the latest verdict. */
export const ZCardStateSchema = z.object({
  verdict: z.enum(CARD_VERDICTS),
  reason: z.enum(CARD_REFUSAL_REASONS).nullable(),
});

/** The state with who gave it and when, as the visit's page shows it. */
export const ZCardCheckAnswerSchema = ZCardStateSchema.extend({
  checkedAt: z.iso.datetime(),
  checkedBy: z.string().nullable(),
});

export type TCardCheckAnswer = z.infer<typeof ZCardCheckAnswerSchema>;

/** Why a card cannot be verified: a cash visit has none, and a closed visit is past verifying. */
export type TCardCheckRefusal = 'notContract' | 'notOpen';

export function findCardCheckRefusal(visit: {
  contractType: TContractType;
  status: TAppointmentStatus;
}): TCardCheckRefusal | null {
  if (visit.contractType === 'cash') return 'notContract';
  if (visit.status !== 'pending' && visit.status !== 'confirmed') return 'notOpen';
  return null;
}

/**
 * Whether a refusal tells the patient: only before the visit's Cairo day, so they can bring the card or
 * expect the fee; on the day the desk tells them face to face.
 */
export function isRefusalToSend(check: TCardCheck, startsAt: Date, now: Date): boolean {
  return check.verdict === 'refused' && toCairoDate(now) < toCairoDate(startsAt);
}

/** A refusal's reason as the patient's message says it, after 'your card was not accepted:'. */
const CARD_REFUSAL_WORDS: Record<TLocale, Record<TCardRefusalReason, string>> = {
  en: {
    unreadable: 'its pictures cannot be read',
    expired: 'it has expired',
    nameMismatch: 'its name does not match the booking',
    notCovered: 'it does not cover this visit',
  },
  ar: {
    unreadable: 'صورها غير واضحة',
    expired: 'انتهت صلاحيتها',
    nameMismatch: 'الاسم لا يطابق الحجز',
    notCovered: 'لا تغطي هذه الزيارة',
  },
};

export function describeCardRefusal(reason: TCardRefusalReason, locale: TLocale): string {
  return CARD_REFUSAL_WORDS[locale][reason];
}

const ZCardCountSchema = z.number().int().min(0);

/**
 * A branch's company and syndicate visits over a range (not cancelled) by their card's latest verdict:
 * accepted, refused for each reason, and not checked.
 */
export const ZCardFiguresSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  accepted: ZCardCountSchema,
  refused: z.object(
    Object.fromEntries(CARD_REFUSAL_REASONS.map((reason) => [reason, ZCardCountSchema])) as Record<
      TCardRefusalReason,
      typeof ZCardCountSchema
    >,
  ),
  unchecked: ZCardCountSchema,
});

export type TCardFigures = z.infer<typeof ZCardFiguresSchema>;

/** Visits counted by their card's verdict and reason, as one grouped query gives them. */
export type TCardVerdictCount = { verdict: TCardVerdict | null; reason: TCardRefusalReason | null; count: number };

/** A branch's card figures from its counts (ZCardFiguresSchema): each refusal under its reason. */
export function summarizeCardChecks(counts: readonly TCardVerdictCount[]): Omit<TCardFigures, 'documentId' | 'name'> {
  const figures = {
    accepted: 0,
    refused: Object.fromEntries(CARD_REFUSAL_REASONS.map((reason) => [reason, 0])) as Record<
      TCardRefusalReason,
      number
    >,
    unchecked: 0,
  };
  for (const { verdict, reason, count } of counts) {
    if (verdict === 'accepted') figures.accepted += count;
    else if (verdict === 'refused' && reason) figures.refused[reason] += count;
    else figures.unchecked += count;
  }
  return figures;
}
