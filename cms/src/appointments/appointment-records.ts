import { randomInt } from 'node:crypto';
import type {
  TAppointmentStatus,
  TArrivalEvent,
  TCancelReason,
  TCardRefusalReason,
  TCardVerdict,
  TStaffBookingException,
  TStaffNoteAnswer,
  TStatusHistoryEntryAnswer,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The one place that reads and writes appointments, their status history and staff's notes on them.
 * Everything else asks here, in the clinic's terms (the ownership test in appointment-records.test.ts
 * keeps it so). An appointment stands apart from the editors' documents: it names its doctor, branch,
 * specialty and service by document id, in plain indexed columns, so no publish ever touches it; its
 * history is rows of `appointment_events` (created by the migration
 * database/migrations/2026.11.28T12.00.00.appointments-by-document-id.ts), written in the same
 * transaction as the change; staff's notes name it by document id. Every write goes through Strapi's
 * query engine or knex inside the caller's transaction, never the document service: the rules the
 * document service would apply (the visit-time columns, see visit-time.ts) are applied here.
 */
const APPOINTMENT = 'api::appointment.appointment';
const NOTE = 'api::appointment.appointment-note';
const APPOINTMENT_EVENTS_TABLE = 'appointment_events';

export type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'> | Record<string, 'asc' | 'desc'>[];

/** A read: which appointments, which fields (the document ids among them), in what order, how many. */
export type AppointmentQuery = {
  where?: Where;
  select: readonly string[];
  orderBy?: OrderBy;
  limit?: number;
  offset?: number;
};

/** One entry of an appointment's history: a status change, or a move (the same status, with its times). */
export type HistoryEvent = TStatusHistoryEntryAnswer;

export type NewHistoryEvent = Pick<HistoryEvent, 'toStatus' | 'changedAt' | 'changedBy'> &
  Partial<Omit<HistoryEvent, 'toStatus' | 'changedAt' | 'changedBy'>>;

/** A new appointment: its own columns, and the documents it belongs to by document id. */
export type NewAppointment = Record<string, unknown> & {
  bookingNumber: string;
  doctorDocumentId: string;
  branchDocumentId: string;
  specialtyDocumentId?: string | null;
  serviceDocumentId?: string | null;
};

/** What staff see of a note: never its row id or the appointment's. */
export type AppointmentNote = TStaffNoteAnswer;

const NOTE_FIELDS = ['text', 'isForDoctor', 'writtenBy', 'createdAt'] as const;

/** A history event as `appointment_events` stores it: instants as epoch milliseconds, the exceptions as JSON text. */
type EventRow = {
  appointment_document_id: string;
  from_status: TAppointmentStatus | null;
  to_status: TAppointmentStatus;
  changed_at_ms: number | string;
  changed_by: string | null;
  reason: TCancelReason | null;
  note: string | null;
  moved_from_ms: number | string | null;
  moved_to_ms: number | string | null;
  exceptions: string | null;
  arrival_kind: TArrivalEvent['kind'] | null;
  queue_number: number | null;
  card_verdict: TCardVerdict | null;
  card_refusal_reason: TCardRefusalReason | null;
};

const toIso = (milliseconds: number | string | null) =>
  milliseconds === null ? null : new Date(Number(milliseconds)).toISOString();
const toMilliseconds = (instant: string | null | undefined) => (instant ? Date.parse(instant) : null);

const toEventRow = (documentId: string, event: NewHistoryEvent) => ({
  appointment_document_id: documentId,
  from_status: event.fromStatus ?? null,
  to_status: event.toStatus,
  changed_at_ms: Date.parse(event.changedAt),
  changed_by: event.changedBy,
  reason: event.reason ?? null,
  note: event.note ?? null,
  moved_from_ms: toMilliseconds(event.movedFrom),
  moved_to_ms: toMilliseconds(event.movedTo),
  exceptions: event.exceptions && event.exceptions.length > 0 ? JSON.stringify(event.exceptions) : null,
  arrival_kind: event.arrival?.kind ?? null,
  queue_number: event.arrival?.queueNumber ?? null,
  card_verdict: event.cardCheck?.verdict ?? null,
  card_refusal_reason: event.cardCheck?.reason ?? null,
});

const toHistoryEvent = (row: EventRow): HistoryEvent => ({
  fromStatus: row.from_status,
  toStatus: row.to_status,
  changedAt: toIso(row.changed_at_ms) ?? '',
  changedBy: row.changed_by,
  reason: row.reason,
  note: row.note,
  movedFrom: toIso(row.moved_from_ms),
  movedTo: toIso(row.moved_to_ms),
  exceptions: row.exceptions ? (JSON.parse(row.exceptions) as TStaffBookingException[]) : [],
  arrival: row.arrival_kind ? { kind: row.arrival_kind, queueNumber: row.queue_number } : null,
  cardCheck: row.card_verdict ? { verdict: row.card_verdict, reason: row.card_refusal_reason } : null,
});

/** A 24-character document id of lowercase letters and digits, as Strapi's own. */
const createDocumentId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `${alphabet[randomInt(26)]}${Array.from({ length: 23 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
};

export const findAppointments = async <Row = Record<string, unknown>>(
  strapi: Core.Strapi,
  { where, select, orderBy, limit, offset }: AppointmentQuery,
): Promise<Row[]> =>
  (await strapi.db.query(APPOINTMENT).findMany({
    where: where ?? {},
    select: [...select],
    ...(orderBy ? { orderBy } : {}),
    ...(limit === undefined ? {} : { limit }),
    ...(offset === undefined ? {} : { offset }),
  })) as Row[];

export const findAppointment = async <Row = Record<string, unknown>>(
  strapi: Core.Strapi,
  query: Omit<AppointmentQuery, 'limit' | 'offset'>,
): Promise<Row | null> => {
  const [row] = await findAppointments<Row>(strapi, { ...query, limit: 1 });
  return row ?? null;
};

export const countAppointments = async (strapi: Core.Strapi, where: Where) =>
  Number(await strapi.db.query(APPOINTMENT).count({ where }));

/**
 * Writes `data` (the appointment's own columns, never its documents or history) on every appointment
 * `where` matches; answers how many it changed, so a write conditioned on what was read (a status,
 * a time) tells whether it won.
 */
export const updateAppointments = async (strapi: Core.Strapi, where: Where, data: Record<string, unknown>) => {
  const { count } = await strapi.db.query(APPOINTMENT).updateMany({ where, data: { ...data, updatedAt: new Date() } });
  return count;
};

/**
 * Counts one more unanswered call on a visit still booked, in one statement, so two receptionists
 * calling at once count two calls; answers whether it matched one.
 */
export const countCallAttempt = async (strapi: Core.Strapi, documentId: string, now: Date) => {
  const table = strapi.db.metadata.get(APPOINTMENT).tableName;
  // In the caller's transaction when there is one: SQLite's one connection is held by it.
  return strapi.db.transaction(async ({ trx }) => {
    const updated = await trx(table)
      .where({ document_id: documentId })
      .whereIn('status', ['pending', 'confirmed'])
      .increment('call_attempts', 1);
    if (updated === 0) return false;
    await updateAppointments(strapi, { documentId }, { lastCallAttemptAt: now });
    return true;
  });
};

/**
 * Holds one appointment's row until the caller's transaction `trx` ends, so that changes made under it
 * go one at a time (SQLite's one connection already does).
 */
export const lockAppointment = async (strapi: Core.Strapi, trx: Knex.Transaction, documentId: string) => {
  const table = strapi.db.metadata.get(APPOINTMENT).tableName;
  await trx(table).where({ document_id: documentId }).forUpdate().first('id');
};

/** A new appointment with its first history event, in the caller's transaction; answers its document id. */
export const createAppointment = async (
  strapi: Core.Strapi,
  appointment: NewAppointment,
  firstEvent: NewHistoryEvent,
) => {
  const documentId = createDocumentId();
  const now = new Date();
  await strapi.db.transaction(async ({ trx }) => {
    // createMany, not create: the same columns and visit time, without reading the row back.
    await strapi.db.query(APPOINTMENT).createMany({
      data: [{ ...appointment, documentId, createdAt: now, updatedAt: now, publishedAt: now }],
    });
    await trx(APPOINTMENT_EVENTS_TABLE).insert(toEventRow(documentId, firstEvent));
  });
  return documentId;
};

/** The histories of several appointments, each oldest first, by document id. */
export const readHistories = async (strapi: Core.Strapi, documentIds: readonly string[]) => {
  const histories = new Map<string, HistoryEvent[]>();
  if (documentIds.length === 0) return histories;
  const rows = (await strapi.db.transaction(({ trx }) =>
    trx(APPOINTMENT_EVENTS_TABLE)
      .whereIn('appointment_document_id', [...new Set(documentIds)])
      .orderBy('id'),
  )) as EventRow[];
  for (const row of rows) {
    histories.set(row.appointment_document_id, [
      ...(histories.get(row.appointment_document_id) ?? []),
      toHistoryEvent(row),
    ]);
  }
  return histories;
};

/** One appointment's history, oldest first (empty for none). */
export const readHistory = async (strapi: Core.Strapi, documentId: string) =>
  (await readHistories(strapi, [documentId])).get(documentId) ?? [];

/** Adds an event at the end of the appointment's history, in the caller's transaction. */
export const appendHistoryEvent = async (strapi: Core.Strapi, documentId: string, event: NewHistoryEvent) => {
  await strapi.db.transaction(({ trx }) => trx(APPOINTMENT_EVENTS_TABLE).insert(toEventRow(documentId, event)));
};

/**
 * Forgets what staff wrote about the patient on one appointment: the notes of its history (why it
 * was cancelled) are emptied, and its staff notes deleted.
 */
export const forgetStaffWords = async (strapi: Core.Strapi, documentId: string) => {
  await strapi.db.transaction(async ({ trx }) => {
    await trx(APPOINTMENT_EVENTS_TABLE).where({ appointment_document_id: documentId }).update({ note: null });
    await strapi.db.query(NOTE).deleteMany({ where: { appointmentDocumentId: documentId } });
  });
};

/** Adds a staff member's note to an appointment; answers it as stored. */
export const addAppointmentNote = async (
  strapi: Core.Strapi,
  documentId: string,
  note: Pick<AppointmentNote, 'text' | 'isForDoctor' | 'writtenBy'>,
) => {
  const now = new Date();
  const created = (await strapi.db.query(NOTE).create({
    data: {
      appointmentDocumentId: documentId,
      ...note,
      documentId: createDocumentId(),
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    },
    select: [...NOTE_FIELDS],
  })) as Record<string, unknown>;
  return Object.fromEntries(NOTE_FIELDS.map((field) => [field, created[field]])) as AppointmentNote;
};

/** What staff wrote on one appointment, oldest first. */
export const listAppointmentNotes = async (strapi: Core.Strapi, documentId: string) =>
  (await strapi.db.query(NOTE).findMany({
    where: { appointmentDocumentId: documentId },
    select: [...NOTE_FIELDS],
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as AppointmentNote[];

/** The notes staff marked for the doctor on several appointments, oldest first, by document id. */
export const listDoctorNotes = async (strapi: Core.Strapi, documentIds: readonly string[]) => {
  const notes = new Map<string, Omit<AppointmentNote, 'isForDoctor'>[]>();
  if (documentIds.length === 0) return notes;
  const rows = (await strapi.db.query(NOTE).findMany({
    where: { isForDoctor: true, appointmentDocumentId: { $in: [...documentIds] } },
    select: ['appointmentDocumentId', 'text', 'writtenBy', 'createdAt'],
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as (Omit<AppointmentNote, 'isForDoctor'> & { appointmentDocumentId: string })[];
  for (const { appointmentDocumentId, ...note } of rows) {
    notes.set(appointmentDocumentId, [...(notes.get(appointmentDocumentId) ?? []), note]);
  }
  return notes;
};
