import type { Core } from '@strapi/strapi';

/**
 * The statistics' counts, made by the database: each figure is one grouped query on the appointment's
 * stored Cairo visit day, read from one covering index (see visit-time.ts), so a year of appointments
 * never comes into memory.
 */
const APPOINTMENT = 'api::appointment.appointment';
const BRANCH = 'api::branch.branch';
const DOCTOR = 'api::doctor.doctor';

type Place = 'branch' | 'doctor';
type Count = { n: number | string };

/** Which visits: those of a range of Cairo days, inside a member's branches (null: all), of one branch or doctor if asked. */
export type VisitFilter = {
  range: { from: string; to: string };
  branches: readonly string[] | null;
  branch?: string;
  doctor?: string;
};

/** The link table Strapi keeps for a to-one relation of appointments, from its own metadata. */
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

/** The counts of one branch or doctor by status: under its document id, or under the name booked with once it is gone. */
export type PlaceCounts = {
  linked: (Count & { documentId: string; status: string })[];
  unlinked: (Count & { nameEn: string | null; nameAr: string | null; status: string })[];
};

export const countVisitFigures = async (strapi: Core.Strapi, filter: VisitFilter) => {
  const knex = strapi.db.connection;
  const metadata = strapi.db.metadata.get(APPOINTMENT);
  /** The table of a branch's or a doctor's entries. */
  const entryTableOf = (place: Place) => strapi.db.metadata.get(place === 'branch' ? BRANCH : DOCTOR).tableName;
  const joinTableOf = (place: Place) => (metadata.attributes[place] as unknown as { joinTable: JoinTable }).joinTable;

  /**
   * The appointments linked to a branch or doctor: Strapi links a visit to every row of its document
   * (each language, draft and published), so a filter is a subquery, never a join that repeats rows.
   */
  const linkedTo = (place: Place, documentIds: readonly string[]) => {
    const link = joinTableOf(place);
    return knex(`${link.name} as link`)
      .join(`${entryTableOf(place)} as entry`, 'entry.id', `link.${link.inverseJoinColumn.name}`)
      .whereIn('entry.document_id', [...documentIds])
      .select(`link.${link.joinColumn.name}`);
  };

  /** Appointments of the filter: one row each. */
  const visits = () => {
    const builder = knex(`${metadata.tableName} as a`).whereBetween('a.visit_date', [
      filter.range.from,
      filter.range.to,
    ]);
    if (filter.branches !== null) builder.whereIn('a.id', linkedTo('branch', filter.branches));
    if (filter.branch) builder.whereIn('a.id', linkedTo('branch', [filter.branch]));
    if (filter.doctor) builder.whereIn('a.id', linkedTo('doctor', [filter.doctor]));
    return builder;
  };

  /** Visits not cancelled, grouped by one stored column. */
  const countTakingPlace = async (column: string) =>
    (await visits()
      .whereNot('a.status', 'canceled')
      .groupBy(`a.${column}`)
      .select(`a.${column} as key`)
      .count('* as n')) as (Count & { key: string | number | null })[];

  /**
   * Per branch or doctor and status. A visit links to several rows of its entry's document (each
   * language, draft and published), so linked visits are counted once each (DISTINCT) per document;
   * a visit whose entry is gone has no link any more and is counted under the name it was booked with.
   */
  const countByPlace = async (place: Place): Promise<PlaceCounts> => {
    const link = joinTableOf(place);
    const linkedColumn = `link.${link.joinColumn.name}`;
    const [linked, unlinked] = await Promise.all([
      visits()
        .join(`${link.name} as link`, linkedColumn, 'a.id')
        .join(`${entryTableOf(place)} as entry`, 'entry.id', `link.${link.inverseJoinColumn.name}`)
        .groupBy('entry.document_id', 'a.status')
        .select('entry.document_id as documentId', 'a.status as status')
        .countDistinct('a.id as n') as Promise<PlaceCounts['linked']>,
      visits()
        .whereNotExists(knex(`${link.name} as link`).whereRaw('?? = ??', [linkedColumn, 'a.id']).select(linkedColumn))
        .groupBy(`a.${place}_name_en`, `a.${place}_name_ar`, 'a.status')
        .select(`a.${place}_name_en as nameEn`, `a.${place}_name_ar as nameAr`, 'a.status as status')
        .count('* as n') as Promise<PlaceCounts['unlinked']>,
    ]);
    return { linked, unlinked };
  };

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
