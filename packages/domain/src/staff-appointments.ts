import { z } from 'zod';
import { APPOINTMENT_STATUSES, OPEN_APPOINTMENT_STATUSES, ZAppointmentStatusSchema } from './appointment-status';
import { type TWeekday, addDaysToIsoDate, getWeekdayOfIsoDate, parseIsoDate } from './calendar-date';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZDocumentIdSchema } from './identifier-schemas';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';

/** The staff list's columns, in the table's and the CSV's order; each one sorts by its stored field in the CMS. */
export const APPOINTMENT_SORT_KEYS = [
  'bookingNumber',
  'status',
  'createdAt',
  'patient',
  'phone',
  'doctor',
  'startsAt',
  'branch',
  'specialty',
  'service',
  'contractType',
] as const;

export type TAppointmentSortKey = (typeof APPOINTMENT_SORT_KEYS)[number];

export const APPOINTMENT_LIST_PAGE_SIZE = 25;
export const APPOINTMENT_LIST_MAX_PAGE_SIZE = 100;
export const APPOINTMENT_SEARCH_MAX_LENGTH = 100;

/** `a,b` or repeated `status=a&status=b` (as a GET form sends checkboxes) both mean a list. */
const toList = (value: unknown) =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean);

/** An empty text box in a GET form arrives as `name=`; it means "no filter", not an error. */
export const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** A whole number from 1 up, as a query string carries it. */
export const ZPositiveIntegerSchema = z.coerce
  .number({ error: requiredOr() })
  .int({ error: ValidationMessage.invalidType })
  .min(1, { error: ValidationMessage.invalidType });

/**
 * What the staff appointments list is asked for: the same query drives the counters, the table
 * and the CSV export, so all three always describe the same appointments. Dates are Cairo days,
 * both ends included; with no `from` the list starts today (see `resolveAppointmentRange`).
 */
export const ZAppointmentListQuerySchema = z
  .object({
    from: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    to: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    status: z.preprocess(toList, z.array(ZAppointmentStatusSchema).max(APPOINTMENT_STATUSES.length).optional()),
    branch: z.preprocess(emptyAsMissing, ZDocumentIdSchema.optional()),
    doctor: z.preprocess(emptyAsMissing, ZDocumentIdSchema.optional()),
    q: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.string().max(APPOINTMENT_SEARCH_MAX_LENGTH, { error: ValidationMessage.tooLong }).optional(),
    ),
    sort: z.preprocess(
      emptyAsMissing,
      z.enum(APPOINTMENT_SORT_KEYS, { error: ValidationMessage.invalidChoice }).default('startsAt'),
    ),
    order: z.preprocess(
      emptyAsMissing,
      z.enum(['asc', 'desc'], { error: ValidationMessage.invalidChoice }).default('asc'),
    ),
    page: z.preprocess(emptyAsMissing, ZPositiveIntegerSchema.default(1)),
    pageSize: z.preprocess(
      emptyAsMissing,
      ZPositiveIntegerSchema.max(APPOINTMENT_LIST_MAX_PAGE_SIZE, { error: ValidationMessage.invalidType }).default(
        APPOINTMENT_LIST_PAGE_SIZE,
      ),
    ),
    /** The page's language: names (doctor, branch, specialty, service) come, and sort, in it. */
    locale: z.preprocess(emptyAsMissing, z.enum(LOCALES, { error: ValidationMessage.invalidChoice }).default('en')),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ValidationMessage.invalidDate,
    path: ['to'],
  });

export type TAppointmentListQuery = z.infer<typeof ZAppointmentListQuerySchema>;

/** The Cairo days a list covers: `from` (default today) up to `to` included, or open-ended. */
export function resolveAppointmentRange(query: Pick<TAppointmentListQuery, 'from' | 'to'>, today: string) {
  return { from: query.from ?? today, to: query.to ?? null };
}

const DAYS_SINCE_SATURDAY: Readonly<Record<TWeekday, number>> = {
  saturday: 0,
  sunday: 1,
  monday: 2,
  tuesday: 3,
  wednesday: 4,
  thursday: 5,
  friday: 6,
};

export const DATE_RANGE_PRESETS = ['today', 'thisWeek', 'thisMonth'] as const;

export type TDateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/**
 * The days of a preset around `today` (a Cairo date). Egypt's working week starts on Saturday,
 * so "this week" is Saturday to Friday, as on the clinic's own rota.
 */
export function getDateRangePreset(preset: TDateRangePreset, today: string): { from: string; to: string } {
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'thisWeek') {
    const from = addDaysToIsoDate(today, -DAYS_SINCE_SATURDAY[getWeekdayOfIsoDate(today)]);
    return { from, to: addDaysToIsoDate(from, 6) };
  }
  const parts = parseIsoDate(today);
  if (!parts) throw new RangeError(`Not a date: ${today}`);
  const first = `${today.slice(0, 8)}01`;
  const daysInMonth = new Date(Date.UTC(parts.year, parts.month, 0)).getUTCDate();
  return { from: first, to: addDaysToIsoDate(first, daysInMonth - 1) };
}

/** How far back the staff area looks for visits nobody closed; older ones no longer change the month's figures. */
export const UNCLOSED_VISITS_LOOKBACK_DAYS = 90;

/**
 * The list of past visits nobody closed: still pending or confirmed after their day, over the last
 * UNCLOSED_VISITS_LOOKBACK_DAYS days up to yesterday (a Cairo date `today`). Each should become
 * completed, a no-show or cancelled, or the figures count patients who were never seen as booked.
 */
export function getUnclosedVisitsFilter(today: string): Pick<TAppointmentListQuery, 'from' | 'to' | 'status'> {
  return {
    from: addDaysToIsoDate(today, -UNCLOSED_VISITS_LOOKBACK_DAYS),
    to: addDaysToIsoDate(today, -1),
    status: [...OPEN_APPOINTMENT_STATUSES],
  };
}
