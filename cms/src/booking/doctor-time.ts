import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DOCTOR_TIME_TABLE } from './table-names';

/** A bookable place with its length: a slot, or a whole walk-in session. */
export type TimedPlace = { doctorDocumentId: string; branchDocumentId: string; startsAt: Date; endsAt: Date };

/** The place a stored visit holds: its doctor and branch, and its times as the appointment keeps them (ISO). */
export const placeOfVisit = (visit: {
  doctorDocumentId: string;
  branchDocumentId: string;
  startsAt: string;
  endsAt: string;
}): TimedPlace => ({
  doctorDocumentId: visit.doctorDocumentId,
  branchDocumentId: visit.branchDocumentId,
  startsAt: new Date(visit.startsAt),
  endsAt: new Date(visit.endsAt),
});

const MS_PER_MINUTE = 60_000;

/** The minutes a place covers, each as the instant (ms) it starts; a partial minute counts whole. */
const listPlaceMinutes = (place: Pick<TimedPlace, 'startsAt' | 'endsAt'>) => {
  const minutes: number[] = [];
  const first = Math.floor(place.startsAt.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE;
  for (let minute = first; minute < place.endsAt.getTime(); minute += MS_PER_MINUTE) minutes.push(minute);
  return minutes;
};

/** Names one place of a doctor: its branch and its exact times. Document ids hold no '|'. */
const toPlaceKey = (place: TimedPlace) =>
  `${place.branchDocumentId}|${place.startsAt.getTime()}|${place.endsAt.getTime()}`;

const parsePlaceKey = (key: string) => {
  const [branchDocumentId = '', start = '', end = ''] = key.split('|');
  return { branchDocumentId, startsAt: new Date(Number(start)), endsAt: new Date(Number(end)) };
};

/** knex.raw answers a PostgreSQL result object, and better-sqlite3's rows as they are. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/**
 * Claims the doctor's time for `seats` more seats of a place. Every minute of the place is a row under
 * a unique index on (doctor, minute): a minute still free is taken for this place; a minute this
 * place already holds (another patient in the same slot or session) counts one more seat; a minute
 * held by any other place, at this branch or another, is refused. The statement is the same on
 * SQLite and PostgreSQL, and the index decides, whatever the isolation level and the number of CMS
 * processes: of two places that share even one minute, only one can hold it. Returns false when the
 * doctor is elsewhere for any minute; the caller then rolls its transaction back.
 */
export const claimDoctorTime = async (trx: Knex | Knex.Transaction, place: TimedPlace, seats = 1) => {
  const minutes = listPlaceMinutes(place);
  if (minutes.length === 0) return true;
  const placeKey = toPlaceKey(place);
  const table = DOCTOR_TIME_TABLE;
  const result = await trx.raw(
    `INSERT INTO ${table} (doctor_document_id, minute_ms, place_key, seats) VALUES ${minutes.map(() => '(?, ?, ?, ?)').join(', ')}
     ON CONFLICT (doctor_document_id, minute_ms) DO UPDATE SET seats = ${table}.seats + excluded.seats
     WHERE ${table}.place_key = excluded.place_key
     RETURNING minute_ms`,
    minutes.flatMap((minute) => [place.doctorDocumentId, minute, placeKey, seats]),
  );
  return rowsOf(result).length === minutes.length;
};

/**
 * Gives back one seat's claim on the doctor's time; the minutes are free again once no seat holds them.
 * Every seat of a session shares its minutes' rows, so cancellations and moves out of one session
 * change the same rows at once: they are locked first, in minute order, as claims take them. A bare
 * UPDATE locks them in whatever order its plan meets them, and on PostgreSQL, once the planner reads
 * them through the index (after ANALYZE), simultaneous releases deadlock.
 */
export const releaseDoctorTime = async (trx: Knex.Transaction, place: TimedPlace) => {
  const ofPlace = () =>
    trx(DOCTOR_TIME_TABLE)
      .where({ doctor_document_id: place.doctorDocumentId, place_key: toPlaceKey(place) })
      .andWhere('minute_ms', '>=', Math.floor(place.startsAt.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE)
      .andWhere('minute_ms', '<', place.endsAt.getTime());
  await ofPlace().orderBy('minute_ms').forUpdate().select('minute_ms');
  await ofPlace().decrement('seats', 1);
  await ofPlace().andWhere('seats', '<=', 0).delete();
};

/**
 * The places a doctor holds time at, at any branch, over a time range: what availability must keep
 * clear of. Read from the claims themselves, through their unique index.
 */
export const findDoctorPlaces = async (
  strapi: Core.Strapi,
  doctorDocumentId: string,
  range: { from: Date; to: Date },
) => {
  const rows = (await strapi.db
    .connection(DOCTOR_TIME_TABLE)
    .where({ doctor_document_id: doctorDocumentId })
    .andWhere('minute_ms', '>=', range.from.getTime())
    .andWhere('minute_ms', '<', range.to.getTime())
    .distinct('place_key')) as { place_key: string }[];
  return rows.map((row) => parsePlaceKey(row.place_key));
};

/** Forgets claims on minutes long past: nobody books them, and the table stays small. */
export const pruneDoctorTime = (strapi: Core.Strapi, before: Date) =>
  strapi.db.connection(DOCTOR_TIME_TABLE).where('minute_ms', '<', before.getTime()).delete();
