import type { Core } from '@strapi/strapi';

/**
 * The statistics' counts, made by the database: each figure is one grouped query on the appointment's
 * stored Cairo visit day, read from one covering index (see visit-time.ts), so a year of appointments
 * never comes into memory.
 */
const APPOINTMENT = 'api::appointment.appointment';

type Place = 'branch' | 'doctor';
type Count = { n: number | string };

/** Which visits: those of a range of Cairo days, inside a member's branches (null: all), of one branch or doctor if asked. */
export type VisitFilter = {
  range: { from: string; to: string };
  branches: readonly string[] | null;
  branch?: string;
  doctor?: string;
};

/** The visits of one branch or doctor by status, with the names they were booked under (for one gone since). */
export type PlaceCounts = (Count & {
  documentId: string | null;
  nameEn: string | null;
  nameAr: string | null;
  status: string;
})[];

/** The appointments of a filter, one row each, as `a`: what every figure counts from. */
export const selectVisits = (strapi: Core.Strapi, filter: VisitFilter) => {
  const table = strapi.db.metadata.get(APPOINTMENT).tableName;
  const builder = strapi.db
    .connection(`${table} as a`)
    .whereBetween('a.visit_date', [filter.range.from, filter.range.to]);
  if (filter.branches !== null) builder.whereIn('a.branch_document_id', [...filter.branches]);
  if (filter.branch) builder.where('a.branch_document_id', filter.branch);
  if (filter.doctor) builder.where('a.doctor_document_id', filter.doctor);
  return builder;
};

export const countVisitFigures = async (strapi: Core.Strapi, filter: VisitFilter) => {
  const visits = () => selectVisits(strapi, filter);

  /** Visits not cancelled, grouped by one stored column. */
  const countTakingPlace = async (column: string) =>
    (await visits()
      .whereNot('a.status', 'canceled')
      .groupBy(`a.${column}`)
      .select(`a.${column} as key`)
      .count('* as n')) as (Count & { key: string | number | null })[];

  /** Per branch or doctor, the names booked under and status. */
  const countByPlace = (place: Place) =>
    visits()
      .groupBy(`a.${place}_document_id`, `a.${place}_name_en`, `a.${place}_name_ar`, 'a.status')
      .select(
        `a.${place}_document_id as documentId`,
        `a.${place}_name_en as nameEn`,
        `a.${place}_name_ar as nameAr`,
        'a.status as status',
      )
      .count('* as n') as Promise<PlaceCounts>;

  const [perDay, sources, leadTimes, weekdays, hours, byBranch, byDoctor] = await Promise.all([
    visits()
      .groupBy('a.visit_date', 'a.status')
      .select('a.visit_date as date', 'a.status as status')
      .count('* as n') as Promise<(Count & { date: string; status: string })[]>,
    visits().groupBy('a.source').select('a.source as key').count('* as n') as Promise<(Count & { key: string })[]>,
    visits().groupBy('a.booked_days_ahead').select('a.booked_days_ahead as key').count('* as n') as Promise<
      (Count & { key: number | string | null })[]
    >,
    countTakingPlace('visit_weekday'),
    countTakingPlace('visit_hour'),
    countByPlace('branch'),
    countByPlace('doctor'),
  ]);
  return { perDay, sources, leadTimes, weekdays, hours, byBranch, byDoctor };
};
