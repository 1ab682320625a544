import {
  APPOINTMENT_STATUSES,
  type TAppointmentListAnswer,
  type TAppointmentListQuery,
  type TAppointmentRowAnswer,
  type TAppointmentSortKey,
  type TAppointmentStatus,
  addDaysToIsoDate,
  cairoWallClockToInstant,
  normalizeDigits,
  resolveAppointmentRange,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type Where, countAppointments, findAppointments } from '../appointments/appointment-records';
import { type StaffScope, appointmentsInScope } from '../staff/staff-scope';
import { LIST_FIELDS, type ListLocale, type StoredRow, inColumn, inLanguage } from './staff-columns';

// The appointments list staff work from: a page of it with its counters, and the whole of it for the CSV export.

const EXPORT_BATCH_SIZE = 500;

const SORT_COLUMNS: Readonly<Record<TAppointmentSortKey, (locale: ListLocale) => readonly string[]>> = {
  bookingNumber: () => ['bookingNumber'],
  status: () => ['status'],
  createdAt: () => ['createdAt'],
  patient: () => ['firstName', 'lastName'],
  phone: () => ['phone'],
  doctor: (locale) => [inColumn('doctorName', locale)],
  startsAt: () => ['startsAt'],
  branch: (locale) => [inColumn('branchName', locale)],
  specialty: (locale) => [inColumn('specialtyName', locale)],
  service: (locale) => [inColumn('serviceName', locale)],
  contractType: () => ['contractType'],
};

type StatusCounters = TAppointmentListAnswer['counters'];

const PHONE_LIKE = /^[+\d\s().-]+$/;

/**
 * Search text that is all digits and phone punctuation is one phone number however it is spaced
 * ("010 1234 5678", "+20 10…"): phones are stored in E.164 (+2010…), so it is matched by its digits
 * without leading zeros, or as part of a booking number. Other text is matched word by word, each
 * word in the booking number or either name.
 */
const searchConditions = (q: string): Where[] => {
  const text = normalizeDigits(q);
  const digits = text.replace(/\D/g, '');
  if (PHONE_LIKE.test(text) && digits.length >= 3) {
    return [
      { $or: [{ phone: { $contains: digits.replace(/^0+/, '') } }, { bookingNumber: { $containsi: text.trim() } }] },
    ];
  }
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      $or: [
        { bookingNumber: { $containsi: word } },
        { firstName: { $containsi: word } },
        { lastName: { $containsi: word } },
      ],
    }));
};

/** Everything the query filters on except the status (the counters are split by status), inside the scope. */
const rangeAndSearch = (query: TAppointmentListQuery, scope: StaffScope, today: string): Where[] => {
  const range = resolveAppointmentRange(query, today);
  const where: Where[] = [
    ...appointmentsInScope(scope),
    { startsAt: { $gte: cairoWallClockToInstant(range.from, '00:00').toISOString() } },
  ];
  if (range.to) {
    where.push({ startsAt: { $lt: cairoWallClockToInstant(addDaysToIsoDate(range.to, 1), '00:00').toISOString() } });
  }
  if (query.branch) where.push({ branchDocumentId: query.branch });
  if (query.doctor) where.push({ doctorDocumentId: query.doctor });
  if (query.q) where.push(...searchConditions(query.q));
  return where;
};

const withStatuses = (where: Where[], statuses: readonly TAppointmentStatus[] | undefined): Where => ({
  $and: statuses && statuses.length > 0 ? [...where, { status: { $in: statuses } }] : where,
});

const orderBy = (query: TAppointmentListQuery) => [
  ...SORT_COLUMNS[query.sort](query.locale).map((column) => ({ [column]: query.order })),
  { id: query.order },
];

const countByStatus = async (strapi: Core.Strapi, where: Where[]): Promise<StatusCounters> => {
  const counts = await Promise.all(
    APPOINTMENT_STATUSES.map((status) => countAppointments(strapi, withStatuses(where, [status]))),
  );
  const counters = Object.fromEntries(APPOINTMENT_STATUSES.map((status, index) => [status, counts[index] ?? 0]));
  return { ...(counters as Record<TAppointmentStatus, number>), total: counts.reduce((sum, n) => sum + n, 0) };
};

/**
 * One page of the list and the counters for the same range and filters. The counters ignore
 * the status filter (they are what it chooses between); the page's total is the sum of the
 * counters of the chosen statuses, so the three always agree.
 */
export const listAppointments = async (
  strapi: Core.Strapi,
  query: TAppointmentListQuery,
  scope: StaffScope,
  now = new Date(),
): Promise<{ data: TAppointmentRowAnswer[]; meta: Omit<TAppointmentListAnswer, 'data'> }> => {
  const base = rangeAndSearch(query, scope, toCairoDate(now));
  const [counters, extraPlaces, rows] = await Promise.all([
    countByStatus(strapi, base),
    countAppointments(strapi, { $and: [...base, { isExtraPlace: true }] }),
    findAppointments<StoredRow<TAppointmentRowAnswer>>(strapi, {
      where: withStatuses(base, query.status),
      select: [...LIST_FIELDS],
      orderBy: orderBy(query),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const chosen: readonly TAppointmentStatus[] =
    query.status && query.status.length > 0 ? query.status : APPOINTMENT_STATUSES;
  const total = chosen.reduce((sum, status) => sum + counters[status], 0);
  return {
    data: rows.map((row) => inLanguage(row, query.locale)),
    meta: {
      counters,
      /** Of all the range's visits, those seated beyond a place's capacity. */
      extraPlaces,
      pagination: {
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
        total,
      },
    },
  };
};

/** Every appointment the query matches, in its order, read a batch at a time. */
export async function* exportAppointments(
  strapi: Core.Strapi,
  query: TAppointmentListQuery,
  scope: StaffScope,
  now = new Date(),
): AsyncGenerator<TAppointmentRowAnswer[]> {
  const where = withStatuses(rangeAndSearch(query, scope, toCairoDate(now)), query.status);
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await findAppointments<StoredRow<TAppointmentRowAnswer>>(strapi, {
      where,
      select: [...LIST_FIELDS],
      orderBy: orderBy(query),
      limit: EXPORT_BATCH_SIZE,
      offset,
    });
    if (rows.length > 0) yield rows.map((row) => inLanguage(row, query.locale));
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}
