import {
  ACCESS_LOG_PAGE_SIZE,
  type TAccessLogAction,
  type TAccessLogEntryAnswer,
  type TAccessLogQuery,
} from '@clinic/domain';
import type { Knex } from 'knex';
import { whereOnCairoDays } from '../utils/cairo-days';
import type { SignedInStaff } from './staff-scope';

/** Created by database/migrations/2026.11.26T02.00.00.access-log.ts. */
const ACCESS_LOG_TABLE = 'patient_data_access_log';

/** What an entry names besides who and when: the appointment, and what of it (a card's side, an export's filters). */
type AccessTarget = {
  appointment?: { documentId: string; bookingNumber: string | null };
  details?: Record<string, string | number | boolean | null | undefined>;
};

/** An entry's details as stored: the given ones as JSON, or null when none is given. */
const toStoredDetails = (details: AccessTarget['details'] = {}) => {
  const kept = Object.entries(details).filter(([, value]) => value !== undefined && value !== null);
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
};

/**
 * Records that a staff member read patient data. Written before the data is answered, so an access
 * the log could not record is an access that did not happen. No route changes or deletes an entry;
 * only the retention job removes those past RETENTION_ACCESS_LOG_DAYS.
 */
export const recordAccess = async (
  knex: Knex,
  actor: SignedInStaff,
  action: TAccessLogAction,
  { appointment, details }: AccessTarget = {},
  now = new Date(),
) => {
  await knex(ACCESS_LOG_TABLE).insert({
    occurred_at_ms: now.getTime(),
    actor_user_id: actor.id,
    actor_email: actor.email ?? actor.username ?? `user ${actor.id}`,
    action,
    appointment_document_id: appointment?.documentId ?? null,
    booking_number: appointment?.bookingNumber ?? null,
    details: toStoredDetails(details),
  });
};

/**
 * Records an access unless the same member made the same one within `windowMs`: a page kept open
 * on a desk that reads its list again every few seconds is one opening, logged when it began. Two
 * reads at the same instant may both be logged; none goes unlogged.
 */
export const recordAccessOnce = async (
  knex: Knex,
  actor: SignedInStaff,
  action: TAccessLogAction,
  { details, windowMs }: { details: NonNullable<AccessTarget['details']>; windowMs: number },
  now = new Date(),
) => {
  const recent = await knex(ACCESS_LOG_TABLE)
    .where({ actor_user_id: actor.id, action, details: toStoredDetails(details) })
    .where('occurred_at_ms', '>', now.getTime() - windowMs)
    .first('id');
  if (!recent) await recordAccess(knex, actor, action, { details }, now);
};

type AccessRow = {
  id: number;
  occurred_at_ms: string | number;
  actor_email: string;
  action: TAccessLogAction;
  appointment_document_id: string | null;
  booking_number: string | null;
  details: string | null;
};

/** Escapes LIKE's wildcards, so a search for `a_b` finds `a_b` only. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** One page of the log, newest first, with the number of entries the filters match. */
export const listAccess = async (knex: Knex, query: TAccessLogQuery) => {
  const filtered = () => {
    const builder = whereOnCairoDays(knex(ACCESS_LOG_TABLE), 'occurred_at_ms', query);
    if (query.staff) builder.whereRaw("LOWER(actor_email) LIKE ? ESCAPE '\\'", [likeText(query.staff.toLowerCase())]);
    if (query.bookingNumber) {
      builder.whereRaw("UPPER(booking_number) LIKE ? ESCAPE '\\'", [likeText(query.bookingNumber.toUpperCase())]);
    }
    if (query.action) builder.where('action', query.action);
    return builder;
  };
  const [rows, [counted]] = await Promise.all([
    filtered()
      .orderBy([
        { column: 'occurred_at_ms', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(ACCESS_LOG_PAGE_SIZE)
      .offset((query.page - 1) * ACCESS_LOG_PAGE_SIZE)
      .select<AccessRow[]>(
        'id',
        'occurred_at_ms',
        'actor_email',
        'action',
        'appointment_document_id',
        'booking_number',
        'details',
      ),
    filtered().count<{ total: string | number }[]>({ total: '*' }),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    data: rows.map(
      (row): TAccessLogEntryAnswer => ({
        occurredAt: new Date(Number(row.occurred_at_ms)).toISOString(),
        staffEmail: row.actor_email,
        action: row.action,
        appointmentId: row.appointment_document_id,
        bookingNumber: row.booking_number,
        details: row.details ? (JSON.parse(row.details) as Record<string, string | number | boolean>) : {},
      }),
    ),
    meta: {
      pagination: {
        page: query.page,
        pageSize: ACCESS_LOG_PAGE_SIZE,
        pageCount: Math.ceil(total / ACCESS_LOG_PAGE_SIZE),
        total,
      },
    },
  };
};

/** Deletes the entries made before `before`; answers how many. */
export const forgetAccessBefore = async (knex: Knex, before: Date) =>
  Number(await knex(ACCESS_LOG_TABLE).where('occurred_at_ms', '<', before.getTime()).delete());
