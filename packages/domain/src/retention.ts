import { z } from 'zod';
import { envWholeNumber } from './environment-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the site keeps personal data (Law 151/2020: no longer than its purpose needs). The
 * defaults are the periods the published privacy policy promises, so every stored consent refers to
 * them; a clinic may shorten them, and must publish a new policy version before lengthening them.
 */
export const RETENTION_DEFAULTS = {
  /**
   * Company and syndicate card images exist to check a contract and to settle the claim with the
   * company or syndicate, which is invoiced monthly and disputed within the following quarter.
   */
  cardImageDays: 90,
  /**
   * The site keeps booking data, not medical records (the clinic keeps those apart, for the years
   * their own rules require). Two years covers the questions that come back about a booking
   * (a complaint, a proof of attendance for an employer, an insurer's audit of the claims year);
   * after that only the anonymous figures are needed.
   */
  anonymizeAfterDays: 730,
  /** Contact messages are answered within days; a year leaves room for a follow-up or a complaint. */
  contactMessageDays: 365,
  /**
   * A message to a patient repeats their booking: once delivered (or given up on), its words are kept
   * a month for a question about what was sent; its state and times stay with the booking.
   */
  messageBodyDays: 30,
  /**
   * Who on the staff opened which booking, card image or export: kept as long as the bookings
   * themselves, so a patient's question about who saw their data can be answered until then.
   */
  accessLogDays: 730,
  /**
   * A waiting-list entry serves only while the patient waits: a month after it ends (booked, left,
   * removed or past its days) the patient's name, contact details, age and notes are removed from it.
   */
  waitingListDays: 30,
  /** The job runs every 6 hours, so nothing outlives its period by more than a quarter of a day. */
  intervalMs: 6 * 60 * 60 * 1000,
} as const;

/** Longer than any sensible retention period; guards against a typo such as 73000. */
const MAX_DAYS = 3650;
/** At least daily, or data would outlive the promised period by more than a day. */
const MAX_INTERVAL_MS = DAY_MS;

/** The retention settings from the environment (RETENTION_*), with the defaults above. */
export const ZRetentionSettingsSchema = z
  .object({
    RETENTION_CARD_IMAGE_DAYS: envWholeNumber(RETENTION_DEFAULTS.cardImageDays, 1, MAX_DAYS),
    RETENTION_ANONYMIZE_AFTER_DAYS: envWholeNumber(RETENTION_DEFAULTS.anonymizeAfterDays, 1, MAX_DAYS),
    RETENTION_CONTACT_MESSAGE_DAYS: envWholeNumber(RETENTION_DEFAULTS.contactMessageDays, 1, MAX_DAYS),
    RETENTION_MESSAGE_BODY_DAYS: envWholeNumber(RETENTION_DEFAULTS.messageBodyDays, 1, MAX_DAYS),
    RETENTION_ACCESS_LOG_DAYS: envWholeNumber(RETENTION_DEFAULTS.accessLogDays, 1, MAX_DAYS),
    RETENTION_WAITING_LIST_DAYS: envWholeNumber(RETENTION_DEFAULTS.waitingListDays, 1, MAX_DAYS),
    RETENTION_INTERVAL_MS: envWholeNumber(RETENTION_DEFAULTS.intervalMs, 100, MAX_INTERVAL_MS),
  })
  .transform(
    ({
      RETENTION_CARD_IMAGE_DAYS: cardImageDays,
      RETENTION_ANONYMIZE_AFTER_DAYS: anonymizeAfterDays,
      RETENTION_CONTACT_MESSAGE_DAYS: contactMessageDays,
      RETENTION_MESSAGE_BODY_DAYS: messageBodyDays,
      RETENTION_ACCESS_LOG_DAYS: accessLogDays,
      RETENTION_WAITING_LIST_DAYS: waitingListDays,
      RETENTION_INTERVAL_MS: intervalMs,
    }) => ({
      cardImageDays,
      anonymizeAfterDays,
      contactMessageDays,
      messageBodyDays,
      accessLogDays,
      waitingListDays,
      intervalMs,
    }),
  );

export type TRetentionSettings = z.output<typeof ZRetentionSettingsSchema>;

/**
 * Reads the settings, throwing on a value that is not a whole number in range: a retention period
 * is a promise to patients, so a typo stops the CMS at boot instead of silently keeping data longer.
 */
export function readRetentionSettings(env: Record<string, string | undefined>): TRetentionSettings {
  const parsed = ZRetentionSettingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new Error(`Invalid retention settings: ${problems}`);
}

export type TRetentionCutoffs = {
  /** Card images of appointments that ended (see getCardRetentionStart) before this are deleted. */
  cardImagesBefore: Date;
  /** Appointments whose visit ended before this are anonymized, whatever their status. */
  anonymizeVisitsBefore: Date;
  /** Contact messages received before this are deleted. */
  contactMessagesBefore: Date;
  /** Patient messages delivered or failed before this lose their words. */
  messageBodiesBefore: Date;
  /** Access log entries made before this are deleted. */
  accessLogBefore: Date;
  /** Waiting-list entries that ended before this are anonymized. */
  waitingEntriesBefore: Date;
};

/**
 * The instants before which data is due, counted in exact days of 24 hours back from `now`: a
 * period of days is a duration, so Cairo's DST changes shift nothing by more than an hour.
 */
export function findRetentionCutoffs(
  now: Date,
  settings: Pick<
    TRetentionSettings,
    | 'cardImageDays'
    | 'anonymizeAfterDays'
    | 'contactMessageDays'
    | 'messageBodyDays'
    | 'accessLogDays'
    | 'waitingListDays'
  >,
): TRetentionCutoffs {
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    cardImagesBefore: daysBefore(settings.cardImageDays),
    anonymizeVisitsBefore: daysBefore(settings.anonymizeAfterDays),
    contactMessagesBefore: daysBefore(settings.contactMessageDays),
    messageBodiesBefore: daysBefore(settings.messageBodyDays),
    accessLogBefore: daysBefore(settings.accessLogDays),
    waitingEntriesBefore: daysBefore(settings.waitingListDays),
  };
}

export type TCardRetentionInput = { closedAt: Date | string | null; endsAt: Date | string };

/**
 * When the card images' period starts. A done or canceled appointment counts from when it closed
 * (`closedAt`, set by the status change). One nobody closed (still pending or confirmed after its
 * time, or closed before `closedAt` was recorded) counts from the end of its visit: by then the
 * card has served its purpose, and keeping it until anonymization would keep it for years.
 */
export function getCardRetentionStart({ closedAt, endsAt }: TCardRetentionInput): Date {
  return new Date(closedAt ?? endsAt);
}

export function hasCardRetentionEnded(appointment: TCardRetentionInput, cutoffs: TRetentionCutoffs): boolean {
  return getCardRetentionStart(appointment).getTime() < cutoffs.cardImagesBefore.getTime();
}

/**
 * Anonymization counts from the end of the visit for every status: two years on, a booking still
 * pending or confirmed is one nobody closed, and no one will act on it any more.
 */
export function isDueForAnonymization(
  appointment: { endsAt: Date | string; anonymizedAt: Date | string | null },
  cutoffs: TRetentionCutoffs,
): boolean {
  return (
    appointment.anonymizedAt === null &&
    new Date(appointment.endsAt).getTime() < cutoffs.anonymizeVisitsBefore.getTime()
  );
}
