import { z } from 'zod';
import { APPOINTMENT_STATUSES, type TAppointmentStatus } from './appointment-status';
import type { TBookingSource } from './booking';
import {
  type TWeekday,
  MS_PER_DAY,
  addDaysToIsoDate,
  getWeekdayOfIsoDate,
  isIsoDate,
  parseIsoDate,
} from './calendar-date';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZCardFiguresSchema } from './card-checks';
import { MAX_RATING } from './doctor-ratings';
import { toCairoDate, toCairoTime } from './cairo-time';
import { ZDocumentIdSchema } from './identifier-schemas';
import { LOCALES } from './locale';
import { ValidationMessage } from './messages';
import { emptyAsMissing, getDateRangePreset } from './staff-appointments';
import type { TStaffBookingSource } from './staff-booking';
import { isLate } from './waiting-room';

/** The longest range the statistics cover at once: a year, a leap day included. */
export const STATISTICS_MAX_DAYS = 366;

/** How many days a range given by one end only covers. */
export const STATISTICS_DEFAULT_DAYS = 30;

export const STATISTICS_RANGE_PRESETS = ['thisWeek', 'thisMonth', 'lastMonth', 'last90Days'] as const;

export type TStatisticsRangePreset = (typeof STATISTICS_RANGE_PRESETS)[number];

/** The number of Cairo days from `from` to `to`, both included (1 for a single day). */
export function countDaysInRange(from: string, to: string): number {
  const [start, end] = [parseIsoDate(from), parseIsoDate(to)];
  if (!start || !end) throw new RangeError(`Not a date range: ${from}..${to}`);
  const utc = ({ year, month, day }: typeof start) => Date.UTC(year, month - 1, day);
  return Math.round((utc(end) - utc(start)) / MS_PER_DAY) + 1;
}

/** The days of a preset around `today`, a Cairo date; weeks start on Saturday, as the list's do. */
export function getStatisticsRangePreset(preset: TStatisticsRangePreset, today: string) {
  if (preset === 'thisWeek' || preset === 'thisMonth') return getDateRangePreset(preset, today);
  if (preset === 'last90Days') return { from: addDaysToIsoDate(today, -89), to: today };
  const lastOfPreviousMonth = addDaysToIsoDate(`${today.slice(0, 8)}01`, -1);
  return { from: `${lastOfPreviousMonth.slice(0, 8)}01`, to: lastOfPreviousMonth };
}

/** Checked only once both ends are dates: a malformed one already has its own error. */
const isLongerThanAllowed = (from: string | undefined, to: string | undefined) =>
  from !== undefined &&
  to !== undefined &&
  isIsoDate(from) &&
  isIsoDate(to) &&
  countDaysInRange(from, to) > STATISTICS_MAX_DAYS;

/**
 * A manager's statistics: a range of Cairo visit days (both ends included, at most a year), and
 * optionally one branch and one doctor. Names come in `locale`.
 */
export const ZStatisticsQuerySchema = z
  .object({
    from: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    to: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    branch: z.preprocess(emptyAsMissing, ZDocumentIdSchema.optional()),
    doctor: z.preprocess(emptyAsMissing, ZDocumentIdSchema.optional()),
    locale: z.preprocess(emptyAsMissing, z.enum(LOCALES, { error: ValidationMessage.invalidChoice }).default('en')),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ValidationMessage.invalidDate,
    path: ['to'],
  })
  .refine((query) => !isLongerThanAllowed(query.from, query.to), {
    error: ValidationMessage.rangeTooLong,
    path: ['to'],
  });

export type TStatisticsQuery = z.output<typeof ZStatisticsQuerySchema>;

/**
 * The days a query covers: both ends as given; one end alone covers STATISTICS_DEFAULT_DAYS from or
 * up to it; neither is this month.
 */
export function resolveStatisticsRange(query: Pick<TStatisticsQuery, 'from' | 'to'>, today: string) {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDaysToIsoDate(query.from, STATISTICS_DEFAULT_DAYS - 1) };
  if (query.to) return { from: addDaysToIsoDate(query.to, 1 - STATISTICS_DEFAULT_DAYS), to: query.to };
  return getStatisticsRangePreset('thisMonth', today);
}

/**
 * Where a booking came from: the three online wizards, a call to the desk, a patient at it, or a
 * waiting-list offer the patient took through its link.
 */
export const APPOINTMENT_SOURCES = [
  'doctor-flow',
  'branch-flow',
  'old-form',
  'phone',
  'walk-in',
  'waiting-list',
] as const satisfies readonly (TBookingSource | TStaffBookingSource | 'waiting-list')[];

export type TAppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** How far ahead a visit was booked, in Cairo days from the day of booking to the visit's day. */
export const LEAD_TIME_BUCKETS = [
  { bucket: 'sameDay', upTo: 0 },
  { bucket: 'nextDay', upTo: 1 },
  { bucket: 'days2to3', upTo: 3 },
  { bucket: 'days4to7', upTo: 7 },
  { bucket: 'days8to14', upTo: 14 },
  { bucket: 'days15to30', upTo: 30 },
  { bucket: 'over30', upTo: Number.POSITIVE_INFINITY },
] as const;

export type TLeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number]['bucket'];

/** The bucket of a lead of `days`; a visit recorded after its day (a walk-in noted later) counts as same-day. */
export function getLeadTimeBucket(days: number): TLeadTimeBucket {
  return (LEAD_TIME_BUCKETS.find((entry) => days <= entry.upTo) ?? LEAD_TIME_BUCKETS[0]).bucket;
}

/** Egypt's week, as the clinic's rota and the statistics read it: Saturday first. */
export const WEEKDAYS_FROM_SATURDAY = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const satisfies readonly TWeekday[];

/**
 * What every appointment stores of its time as Cairo's clocks show it, so the database groups by day,
 * weekday and hour without time-zone data (SQLite has none): the Cairo date, the hour (0–23) and the
 * weekday of `startsAt`.
 */
export function describeVisitTime(startsAt: Date) {
  const visitDate = toCairoDate(startsAt);
  return {
    visitDate,
    visitHour: Number(toCairoTime(startsAt).slice(0, 2)),
    visitWeekday: getWeekdayOfIsoDate(visitDate),
  };
}

/** Cairo days from the day a visit was booked (`bookedAt`) to its day; negative for one recorded after it. */
export function countBookedDaysAhead(bookedAt: Date, startsAt: Date): number {
  return countDaysInRange(toCairoDate(bookedAt), toCairoDate(startsAt)) - 1;
}

export type TStatusCounts = z.infer<typeof ZStatusCountsSchema>;

export const emptyStatusCounts = (): TStatusCounts => ({
  ...(Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, 0])) as Record<TAppointmentStatus, number>),
  total: 0,
});

/** Cancelled ÷ all bookings, and no-shows ÷ visits that were due and not cancelled (done + no-show); null for 0 ÷ 0. */
export function getStatusRates(counts: TStatusCounts) {
  const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  return {
    cancellation: share(counts.canceled, counts.total),
    noShow: share(counts.noShow, counts.done + counts.noShow),
  };
}

const ZCountSchema = z.number().int().min(0);

/** Each status's count and their total. */
export const ZStatusCountsSchema = z.object({
  ...(Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, ZCountSchema])) as Record<
    TAppointmentStatus,
    typeof ZCountSchema
  >),
  total: ZCountSchema,
});

/** Where the visits of a branch or a doctor are counted: a branch or doctor since deleted keeps the name booked under. */
const ZPlaceCountsSchema = z.object({
  documentId: z.string().nullable(),
  name: z.string(),
  counts: ZStatusCountsSchema,
});

/** A share, 0 to 1; null for 0 ÷ 0. */
const ZShareSchema = z.number().min(0).max(1).nullable();

/** A doctor's or branch's published reviews from the range's verified visits: how many, their average, each star's count. */
const ZRatingFiguresSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  count: ZCountSchema.min(1),
  average: z.number().min(1).max(MAX_RATING),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.array(ZCountSchema).length(MAX_RATING),
});

/** A visit the doctor called in, as the statistics read it: booked for, arrived, called, numbered or not. */
export type TCalledVisit = { startsAt: Date; arrivedAt: Date; calledAt: Date; queueNumber: number | null };

/**
 * A doctor's or branch's waiting room over a range: the patients called in, the median minutes from
 * their arrival to the call, and of the timed visits' patients those more than
 * WAITING_ROOM_RULES.lateAfterMinutes late.
 */
export const ZWaitingFiguresSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  calledIn: ZCountSchema.min(1),
  medianWaitMinutes: z.number().min(0),
  timed: ZCountSchema,
  late: ZCountSchema,
});

export type TWaitingFigures = z.infer<typeof ZWaitingFiguresSchema>;

/** The middle of sorted `values` (the mean of the two middle ones for an even count). */
const findMedian = (sorted: readonly number[]) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The figures of one doctor's or branch's called visits; null for none. */
export function summarizeWaiting(visits: readonly TCalledVisit[]): Omit<TWaitingFigures, 'documentId' | 'name'> | null {
  if (visits.length === 0) return null;
  const waits = visits
    .map((visit) => Math.max(0, visit.calledAt.getTime() - visit.arrivedAt.getTime()) / 60_000)
    .sort((first, second) => first - second);
  const timed = visits.filter((visit) => visit.queueNumber === null);
  return {
    calledIn: visits.length,
    medianWaitMinutes: Math.round(findMedian(waits) * 10) / 10,
    timed: timed.length,
    late: timed.filter((visit) => isLate({ ...visit, mode: 'slots' })).length,
  };
}

/** A range's figures, as the CMS counts them for managers (`/staff/statistics`). */
export const ZStatisticsAnswerSchema = z.object({
  range: z.object({ from: ZIsoDateSchema, to: ZIsoDateSchema }),
  totals: ZStatusCountsSchema,
  rates: z.object({ cancellation: ZShareSchema, noShow: ZShareSchema }),
  /** Every day of the range, in order, days without bookings included. */
  perDay: z.array(z.object({ date: ZIsoDateSchema, counts: ZStatusCountsSchema })),
  /** Busiest first. */
  byBranch: z.array(ZPlaceCountsSchema),
  byDoctor: z.array(ZPlaceCountsSchema),
  /** Every source, in APPOINTMENT_SOURCES' order. */
  sources: z.array(z.object({ source: z.enum(APPOINTMENT_SOURCES), count: ZCountSchema })),
  /** Every bucket, in LEAD_TIME_BUCKETS' order. */
  leadTime: z.array(
    z.object({
      bucket: z.enum(LEAD_TIME_BUCKETS.map((entry) => entry.bucket) as [TLeadTimeBucket]),
      count: ZCountSchema,
    }),
  ),
  /** Visits not cancelled, Saturday first. */
  weekdays: z.array(z.object({ weekday: z.enum(WEEKDAYS_FROM_SATURDAY), count: ZCountSchema })),
  /** Visits not cancelled by their starting hour, from the earliest hour with one to the latest. */
  hours: z.array(z.object({ hour: z.number().int().min(0).max(23), count: ZCountSchema })),
  /**
   * Per doctor: visits not cancelled, and the places their current weekly hours offer over the range
   * (closures and seasonal hours applied). `share` is null when the hours offer nothing.
   */
  utilization: z.array(
    z.object({
      documentId: z.string(),
      name: z.string(),
      booked: ZCountSchema,
      offered: ZCountSchema,
      share: z.number().min(0).nullable(),
    }),
  ),
  /**
   * The range's visits whose patients the review invitation reached, those of them who wrote a review
   * (published, waiting or rejected), and the ratings published per doctor and branch, most reviewed first.
   */
  reviews: z.object({
    invited: ZCountSchema,
    reviewed: ZCountSchema,
    share: ZShareSchema,
    byDoctor: z.array(ZRatingFiguresSchema),
    byBranch: z.array(ZRatingFiguresSchema),
  }),
  /** The waiting room per doctor and branch (waiting-figures.ts), most called in first. */
  waiting: z.object({ byDoctor: z.array(ZWaitingFiguresSchema), byBranch: z.array(ZWaitingFiguresSchema) }),
  /** The company and syndicate cards' verdicts per branch (card-figures.ts), most contract visits first. */
  cards: z.object({ byBranch: z.array(ZCardFiguresSchema) }),
});

export type TStatistics = z.infer<typeof ZStatisticsAnswerSchema>;
