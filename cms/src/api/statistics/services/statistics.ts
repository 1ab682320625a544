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
import type { Knex } from 'knex';
import { loadDoctorTimetable } from '../../../booking/schedule-data';
import type { StaffScope } from '../../../staff/staff-scope';

const APPOINTMENT = 'api::appointment.appointment';
const BRANCH = 'api::branch.branch';
const DOCTOR = 'api::doctor.doctor';

type Range = { from: string; to: string };
type Place = 'branch' | 'doctor';
type Count = { n: number | string };

/** The link table Strapi keeps for a to-one relation of appointments, from its own metadata. */
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

const toCount = (row: Count) => Number(row.n);

const isStatus = (value: string): value is TAppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);

const addToCounts = (counts: TStatusCounts, status: string, n: number) => {
  if (isStatus(status)) counts[status] += n;
  counts.total += n;
};

/**
 * A manager's figures over a range of Cairo visit days, all counted by the database: each figure is one
 * grouped query on the stored visit day, read from one covering index (see statistics/visit-time.ts),
 * so a year of appointments never comes into memory. The conditions are those of the staff list's counters
 * (the same visits for the same range, branch and doctor), inside the member's scope.
 */
const createStatisticsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const metadata = () => strapi.db.metadata.get(APPOINTMENT);
  /** The table of a branch's or a doctor's entries. */
  const entryTableOf = (place: Place) => strapi.db.metadata.get(place === 'branch' ? BRANCH : DOCTOR).tableName;
  const joinTableOf = (place: Place) => (metadata().attributes[place] as unknown as { joinTable: JoinTable }).joinTable;

  /**
   * The appointments linked to a branch or doctor: Strapi links a visit to every row of its document
   * (each language, draft and published), so a filter is a subquery, never a join that repeats rows.
   */
  const linkedTo = (place: Place, documentIds: readonly string[]) => {
    const link = joinTableOf(place);
    return knex()(`${link.name} as link`)
      .join(`${entryTableOf(place)} as entry`, 'entry.id', `link.${link.inverseJoinColumn.name}`)
      .whereIn('entry.document_id', [...documentIds])
      .select(`link.${link.joinColumn.name}`);
  };

  /** Appointments of the range, inside the scope and the query's branch and doctor: one row each. */
  const visits = (query: TStatisticsQuery, scope: StaffScope, range: Range) => {
    const builder = knex()(`${metadata().tableName} as a`).whereBetween('a.visit_date', [range.from, range.to]);
    if (scope.branches !== null) builder.whereIn('a.id', linkedTo('branch', scope.branches));
    if (query.branch) builder.whereIn('a.id', linkedTo('branch', [query.branch]));
    if (query.doctor) builder.whereIn('a.id', linkedTo('doctor', [query.doctor]));
    return builder;
  };

  /** Visits not cancelled, grouped by one stored column. */
  const countTakingPlace = async (base: Knex.QueryBuilder, column: string) =>
    (await base
      .clone()
      .whereNot('a.status', 'canceled')
      .groupBy(`a.${column}`)
      .select(`a.${column} as key`)
      .count('* as n')) as (Count & { key: string | number | null })[];

  /**
   * Per branch or doctor and status. A visit links to several rows of its entry's document (each
   * language, draft and published), so linked visits are counted once each (DISTINCT) per document;
   * a visit whose entry is gone has no link any more and is counted under the name it was booked with.
   */
  const countByPlace = async (query: TStatisticsQuery, scope: StaffScope, range: Range, place: Place) => {
    const link = joinTableOf(place);
    const linkedColumn = `link.${link.joinColumn.name}`;
    const [linked, unlinked] = await Promise.all([
      visits(query, scope, range)
        .join(`${link.name} as link`, linkedColumn, 'a.id')
        .join(`${entryTableOf(place)} as entry`, 'entry.id', `link.${link.inverseJoinColumn.name}`)
        .groupBy('entry.document_id', 'a.status')
        .select('entry.document_id as documentId', 'a.status as status')
        .countDistinct('a.id as n') as Promise<(Count & { documentId: string; status: string })[]>,
      visits(query, scope, range)
        .whereNotExists(knex()(`${link.name} as link`).whereRaw('?? = ??', [linkedColumn, 'a.id']).select(linkedColumn))
        .groupBy(`a.${place}_name_en`, `a.${place}_name_ar`, 'a.status')
        .select(`a.${place}_name_en as nameEn`, `a.${place}_name_ar as nameAr`, 'a.status as status')
        .count('* as n') as Promise<(Count & { nameEn: string | null; nameAr: string | null; status: string })[]>,
    ]);
    const currentNames = await readCurrentNames(
      place === 'branch' ? BRANCH : DOCTOR,
      linked.map((row) => row.documentId),
      query.locale,
    );
    const groups = new Map<string, { documentId: string | null; name: string; counts: TStatusCounts }>();
    const add = (key: string, documentId: string | null, name: string, row: Count & { status: string }) => {
      const group = groups.get(key) ?? { documentId, name, counts: emptyStatusCounts() };
      addToCounts(group.counts, row.status, toCount(row));
      groups.set(key, group);
    };
    for (const row of linked) add(row.documentId, row.documentId, currentNames.get(row.documentId) ?? '', row);
    for (const row of unlinked) {
      const bookedName = (query.locale === 'ar' ? row.nameAr : row.nameEn) ?? row.nameEn ?? '';
      add(`name:${bookedName}`, null, bookedName, row);
    }
    return [...groups.values()].sort(
      (first, second) =>
        second.counts.total - first.counts.total || first.name.localeCompare(second.name, query.locale),
    );
  };

  /**
   * The names of branches or doctors by documentId: as published in `locale` where they are, else the
   * draft's, else another language's, so an entry being edited or not yet translated keeps a name.
   */
  const readCurrentNames = async (uid: typeof BRANCH | typeof DOCTOR, documentIds: string[], locale: string) => {
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
    query: TStatisticsQuery,
    range: Range,
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
    const doctors = [
      ...new Set([...scheduled, ...byDoctor.flatMap((row) => (row.documentId ? [row.documentId] : []))]),
    ];
    const names = await readCurrentNames(DOCTOR, doctors, query.locale);
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

  return {
    async summarize(query: TStatisticsQuery, scope: StaffScope, range: Range): Promise<TStatistics> {
      const base = visits(query, scope, range);
      const [perDayRows, sourceRows, leadRows, weekdayRows, hourRows, byBranch, byDoctor] = await Promise.all([
        base
          .clone()
          .groupBy('a.visit_date', 'a.status')
          .select('a.visit_date as date', 'a.status as status')
          .count('* as n') as Promise<(Count & { date: string; status: string })[]>,
        base.clone().groupBy('a.source').select('a.source as key').count('* as n') as Promise<
          (Count & { key: string })[]
        >,
        base.clone().groupBy('a.booked_days_ahead').select('a.booked_days_ahead as key').count('* as n') as Promise<
          (Count & { key: number | string | null })[]
        >,
        countTakingPlace(base, 'visit_weekday'),
        countTakingPlace(base, 'visit_hour'),
        countByPlace(query, scope, range, 'branch'),
        countByPlace(query, scope, range, 'doctor'),
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
        utilization: await measureUtilization(query, range, byDoctor),
      };
    },
  };
};

export type StatisticsService = ReturnType<typeof createStatisticsService>;

/** Strapi's service registry is untyped; callers get the service through this typed accessor. */
export const getStatisticsService = (strapi: Core.Strapi) =>
  strapi.service('api::statistics.statistics') as unknown as StatisticsService;

export default createStatisticsService;
