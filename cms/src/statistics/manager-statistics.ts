import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  LEAD_TIME_BUCKETS,
  type TAppointmentStatus,
  type TStatistics,
  type TStatisticsQuery,
  type TStatusCounts,
  WEEKDAYS_FROM_SATURDAY,
  addDaysToIsoDate,
  countDaysInRange,
  countOfferedPlaces,
  emptyStatusCounts,
  getLeadTimeBucket,
  getStatusRates,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type PlaceCounts, type VisitFilter, countVisitFigures } from '../appointments/visit-figures';
import { loadDoctorTimetable } from '../booking/schedule-data';
import { countReviewFigures } from './review-figures';
import { countWaitingFigures } from './waiting-figures';
import { countCardFigures } from './card-figures';
import type { StaffScope } from '../staff/staff-scope';

const BRANCH = 'api::branch.branch';
const DOCTOR = 'api::doctor.doctor';

export type StatisticsRange = { from: string; to: string };
type Count = { n: number | string };

const toCount = (row: Count) => Number(row.n);

const isStatus = (value: string): value is TAppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);

const addToCounts = (counts: TStatusCounts, status: string, n: number) => {
  if (isStatus(status)) counts[status] += n;
  counts.total += n;
};

/**
 * Per branch or doctor and status, named as the entry is now; a visit whose entry is gone is
 * counted under the name it was booked with.
 */
const groupByPlace = async (
  strapi: Core.Strapi,
  rows: PlaceCounts,
  uid: typeof BRANCH | typeof DOCTOR,
  locale: string,
) => {
  const currentNames = await readCurrentNames(
    strapi,
    uid,
    rows.flatMap((row) => (row.documentId ? [row.documentId] : [])),
    locale,
  );
  const groups = new Map<string, { documentId: string | null; name: string; counts: TStatusCounts }>();
  for (const row of rows) {
    const currentName = row.documentId ? currentNames.get(row.documentId) : undefined;
    const bookedName = (locale === 'ar' ? row.nameAr : row.nameEn) ?? row.nameEn ?? '';
    const [key, documentId, name] =
      currentName === undefined
        ? [`name:${bookedName}`, null, bookedName]
        : [row.documentId ?? '', row.documentId, currentName];
    const group = groups.get(key) ?? { documentId, name, counts: emptyStatusCounts() };
    addToCounts(group.counts, row.status, toCount(row));
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (first, second) => second.counts.total - first.counts.total || first.name.localeCompare(second.name, locale),
  );
};

/**
 * The names of branches or doctors by documentId: as published in `locale` where they are, else the
 * draft's, else another language's, so an entry being edited or not yet translated keeps a name.
 */
const readCurrentNames = async (
  strapi: Core.Strapi,
  uid: typeof BRANCH | typeof DOCTOR,
  documentIds: string[],
  locale: string,
) => {
  if (documentIds.length === 0) return new Map<string, string>();
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId: { $in: [...new Set(documentIds)] } },
    select: ['documentId', 'name', 'locale', 'publishedAt'],
  })) as { documentId: string; name: string; locale: string; publishedAt: unknown }[];
  const preference = (row: (typeof rows)[number]) => (row.locale === locale ? 2 : 0) + (row.publishedAt ? 1 : 0);
  const names = new Map<string, string>();
  for (const row of [...rows].sort((first, second) => preference(first) - preference(second))) {
    names.set(row.documentId, row.name);
  }
  return names;
};

/**
 * Per doctor, the visits not cancelled against the places their current weekly hours offer over the
 * range (at the chosen branch, or at all of theirs).
 */
const measureUtilization = async (
  strapi: Core.Strapi,
  query: TStatisticsQuery,
  range: StatisticsRange,
  byDoctor: TStatistics['byDoctor'],
): Promise<TStatistics['utilization']> => {
  const scheduled = query.doctor
    ? [query.doctor]
    : (
        (await strapi.db.query('api::doctor-schedule.doctor-schedule').findMany({
          where: query.branch ? { branch: { documentId: query.branch } } : {},
          populate: { doctor: { select: ['documentId'] } },
        })) as { doctor: { documentId: string } | null }[]
      ).flatMap((row) => (row.doctor ? [row.doctor.documentId] : []));
  const doctors = [...new Set([...scheduled, ...byDoctor.flatMap((row) => (row.documentId ? [row.documentId] : []))])];
  const names = await readCurrentNames(strapi, DOCTOR, doctors, query.locale);
  const days = countDaysInRange(range.from, range.to);
  const measured = await Promise.all(
    doctors.map(async (documentId) => {
      const timetable = await loadDoctorTimetable(strapi, documentId, range);
      const branches = query.branch ? [query.branch] : timetable.branches;
      const offered = branches.reduce(
        (sum, branch) =>
          sum +
          countOfferedPlaces({
            hours: timetable.hoursAt(branch),
            otherBranches: timetable.hoursElsewhere(branch),
            from: range.from,
            days,
          }),
        0,
      );
      const counts = byDoctor.find((row) => row.documentId === documentId)?.counts;
      const booked = counts ? counts.total - counts.canceled : 0;
      const name = names.get(documentId) ?? byDoctor.find((row) => row.documentId === documentId)?.name ?? '';
      return { documentId, name, booked, offered, share: offered === 0 ? null : booked / offered };
    }),
  );
  return measured
    .filter((row) => row.offered > 0 || row.booked > 0)
    .sort((first, second) => (second.share ?? -1) - (first.share ?? -1) || first.name.localeCompare(second.name));
};

/** Rows of doctors' or branches' figures, each named as the doctor or branch is now in `locale`. */
const nameRows = async <Row extends { documentId: string }>(
  strapi: Core.Strapi,
  rows: readonly Row[],
  uid: typeof BRANCH | typeof DOCTOR,
  locale: string,
) => {
  const names = await readCurrentNames(
    strapi,
    uid,
    rows.map((row) => row.documentId),
    locale,
  );
  return rows.map((row) => ({ ...row, name: names.get(row.documentId) ?? '' }));
};

/** The review figures, each doctor and branch named as now, most reviewed first; the share of invited patients who reviewed. */
const summarizeReviews = async (
  strapi: Core.Strapi,
  filter: VisitFilter,
  locale: string,
): Promise<TStatistics['reviews']> => {
  const { invited, reviewed, byDoctor, byBranch } = await countReviewFigures(strapi, filter);
  const named = async (rows: typeof byDoctor, uid: typeof BRANCH | typeof DOCTOR) =>
    (await nameRows(strapi, rows, uid, locale))
      .flatMap((row) => (row.average === null ? [] : [{ ...row, average: row.average }]))
      .sort((first, second) => second.count - first.count || first.name.localeCompare(second.name, locale));
  return {
    invited,
    reviewed,
    share: invited === 0 ? null : Math.min(1, reviewed / invited),
    byDoctor: await named(byDoctor, DOCTOR),
    byBranch: await named(byBranch, BRANCH),
  };
};

/** The waiting room's figures, each doctor and branch named as now, most called in first. */
const summarizeWaitingRoom = async (
  strapi: Core.Strapi,
  filter: VisitFilter,
  locale: string,
): Promise<TStatistics['waiting']> => {
  const { byDoctor, byBranch } = await countWaitingFigures(strapi, filter);
  const named = async (rows: typeof byDoctor, uid: typeof BRANCH | typeof DOCTOR) =>
    (await nameRows(strapi, rows, uid, locale)).sort(
      (first, second) => second.calledIn - first.calledIn || first.name.localeCompare(second.name, locale),
    );
  return { byDoctor: await named(byDoctor, DOCTOR), byBranch: await named(byBranch, BRANCH) };
};

/** The card verdicts per branch, each named as now, most contract visits first. */
const nameCardFigures = async (strapi: Core.Strapi, filter: VisitFilter, locale: string) => {
  const visits = (row: Omit<TStatistics['cards']['byBranch'][number], 'name'>) =>
    row.accepted + row.unchecked + Object.values(row.refused).reduce((sum, count) => sum + count, 0);
  return (await nameRows(strapi, await countCardFigures(strapi, filter), BRANCH, locale)).sort(
    (first, second) => visits(second) - visits(first) || first.name.localeCompare(second.name, locale),
  );
};

/**
 * A manager's figures over a range of Cairo visit days, counted by the database (see
 * appointments/visit-figures.ts). The conditions are those of the staff list's counters (the same
 * visits for the same range, branch and doctor), inside the member's scope.
 */
export const summarizeStatistics = async (
  strapi: Core.Strapi,
  query: TStatisticsQuery,
  scope: StaffScope,
  range: StatisticsRange,
): Promise<TStatistics> => {
  const filter: VisitFilter = { range, branches: scope.branches, branch: query.branch, doctor: query.doctor };
  const figures = await countVisitFigures(strapi, filter);
  const {
    perDay: perDayRows,
    sources: sourceRows,
    leadTimes: leadRows,
    weekdays: weekdayRows,
    hours: hourRows,
  } = figures;
  const [byBranch, byDoctor] = await Promise.all([
    groupByPlace(strapi, figures.byBranch, BRANCH, query.locale),
    groupByPlace(strapi, figures.byDoctor, DOCTOR, query.locale),
  ]);

  const totals = emptyStatusCounts();
  const byDate = new Map<string, TStatusCounts>();
  for (const row of perDayRows) {
    const counts = byDate.get(row.date) ?? emptyStatusCounts();
    addToCounts(counts, row.status, toCount(row));
    addToCounts(totals, row.status, toCount(row));
    byDate.set(row.date, counts);
  }
  const perDay = Array.from({ length: countDaysInRange(range.from, range.to) }, (_, index) => {
    const date = addDaysToIsoDate(range.from, index);
    return { date, counts: byDate.get(date) ?? emptyStatusCounts() };
  });

  const leadCounts = new Map<string, number>();
  for (const row of leadRows) {
    const bucket = getLeadTimeBucket(Number(row.key ?? 0));
    leadCounts.set(bucket, (leadCounts.get(bucket) ?? 0) + toCount(row));
  }
  const countOf = (rows: (Count & { key: unknown })[], key: unknown) =>
    rows.filter((row) => String(row.key) === String(key)).reduce((sum, row) => sum + toCount(row), 0);
  const hours = hourRows.flatMap((row) => (row.key === null ? [] : [Number(row.key)]));
  const [firstHour, lastHour] = [Math.min(...hours), Math.max(...hours)];

  return {
    range,
    totals,
    rates: getStatusRates(totals),
    perDay,
    byBranch,
    byDoctor,
    sources: APPOINTMENT_SOURCES.map((source) => ({ source, count: countOf(sourceRows, source) })),
    leadTime: LEAD_TIME_BUCKETS.map(({ bucket }) => ({ bucket, count: leadCounts.get(bucket) ?? 0 })),
    weekdays: WEEKDAYS_FROM_SATURDAY.map((weekday) => ({ weekday, count: countOf(weekdayRows, weekday) })),
    hours:
      hours.length === 0
        ? []
        : Array.from({ length: lastHour - firstHour + 1 }, (_, index) => ({
            hour: firstHour + index,
            count: countOf(hourRows, firstHour + index),
          })),
    utilization: await measureUtilization(strapi, query, range, byDoctor),
    reviews: await summarizeReviews(strapi, filter, query.locale),
    waiting: await summarizeWaitingRoom(strapi, filter, query.locale),
    cards: { byBranch: await nameCardFigures(strapi, filter, query.locale) },
  };
};
