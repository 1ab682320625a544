import type { TAppointmentStatus } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

/**
 * The one place that reads and writes appointments, their status history and staff's notes on them.
 * Everything else asks here, in the clinic's terms: an appointment's doctor, branch, specialty and
 * service are document ids (`doctorDocumentId`, …) to select and filter on, its history is a list of
 * events, its notes are the desk's. How they are stored is this module's business alone (the
 * ownership test in appointment-records.test.ts keeps it so): today as Strapi relations and a
 * repeatable component, written through the document service for a new booking and a new history
 * event, and through the query engine otherwise, inside whatever transaction the caller opened.
 */
const APPOINTMENT = 'api::appointment.appointment';
const NOTE = 'api::appointment.appointment-note';
const HISTORY_EVENT = 'appointment.status-change';

/** The document ids an appointment is read and filtered by, and the relation each is stored as. */
const PLACE_RELATIONS = {
  doctorDocumentId: 'doctor',
  branchDocumentId: 'branch',
  specialtyDocumentId: 'specialty',
  serviceDocumentId: 'service',
} as const;

type PlaceField = keyof typeof PLACE_RELATIONS;

export type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'> | Record<string, 'asc' | 'desc'>[];

/** A read: which appointments, which fields (a document id field among them), in what order, how many. */
export type AppointmentQuery = {
  where?: Where;
  select: readonly string[];
  orderBy?: OrderBy;
  limit?: number;
  offset?: number;
};

/** One entry of an appointment's history: a status change, or a move (the same status, with its times). */
export type HistoryEvent = {
  fromStatus: TAppointmentStatus | null;
  toStatus: TAppointmentStatus;
  changedAt: string;
  changedBy: string | null;
  reason: string | null;
  note: string | null;
  /** For a move to another time: the start before and after. */
  movedFrom: string | null;
  movedTo: string | null;
  /** For a booking staff made: what they did that patients may not (see checkStaffBooking). */
  exceptions: string[];
};

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
export type AppointmentNote = { text: string; isForDoctor: boolean; writtenBy: string | null; createdAt: string };

const NOTE_FIELDS = ['text', 'isForDoctor', 'writtenBy', 'createdAt'] as const;

const isPlaceField = (field: string): field is PlaceField => field in PLACE_RELATIONS;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Conditions on document ids, as conditions on the stored relations. */
const toStoredWhere = (where: unknown): unknown => {
  if (Array.isArray(where)) return where.map(toStoredWhere);
  if (!isPlainObject(where)) return where;
  return Object.fromEntries(
    Object.entries(where).map(([field, condition]) =>
      isPlaceField(field) ? [PLACE_RELATIONS[field], { documentId: condition }] : [field, toStoredWhere(condition)],
    ),
  );
};

/** The query engine's arguments for a read: the document id fields become populated relations. */
const toStoredQuery = ({ where, select, orderBy, limit, offset }: AppointmentQuery) => {
  const places = select.filter(isPlaceField);
  return {
    where: toStoredWhere(where ?? {}) as Where,
    select: select.filter((field) => !isPlaceField(field)),
    populate: Object.fromEntries(places.map((field) => [PLACE_RELATIONS[field], { select: ['documentId'] }])),
    ...(orderBy ? { orderBy } : {}),
    ...(limit === undefined ? {} : { limit }),
    ...(offset === undefined ? {} : { offset }),
    places,
  };
};

/** A stored row as callers read it: each populated relation as its document id (null: none). */
const toAppointmentRow = (row: Record<string, unknown>, places: readonly PlaceField[]) => {
  const read = { ...row };
  for (const field of places) {
    const relation = PLACE_RELATIONS[field];
    read[field] = (row[relation] as { documentId?: string } | null | undefined)?.documentId ?? null;
    delete read[relation];
  }
  return read;
};

export const findAppointments = async <Row = Record<string, unknown>>(
  strapi: Core.Strapi,
  query: AppointmentQuery,
): Promise<Row[]> => {
  const { places, ...stored } = toStoredQuery(query);
  const rows = (await strapi.db.query(APPOINTMENT).findMany(stored)) as Record<string, unknown>[];
  return rows.map((row) => toAppointmentRow(row, places) as Row);
};

export const findAppointment = async <Row = Record<string, unknown>>(
  strapi: Core.Strapi,
  query: Omit<AppointmentQuery, 'limit' | 'offset'>,
): Promise<Row | null> => {
  const [row] = await findAppointments<Row>(strapi, { ...query, limit: 1 });
  return row ?? null;
};

export const countAppointments = async (strapi: Core.Strapi, where: Where) =>
  Number(await strapi.db.query(APPOINTMENT).count({ where: toStoredWhere(where) as Where }));

/**
 * Writes `data` (the appointment's own columns, never its documents or history) on every appointment
 * `where` matches; answers how many it changed, so a write conditioned on what was read (a status,
 * a time) tells whether it won.
 */
export const updateAppointments = async (strapi: Core.Strapi, where: Where, data: Record<string, unknown>) => {
  const { count } = await strapi.db.query(APPOINTMENT).updateMany({ where: toStoredWhere(where) as Where, data });
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

/** An event as the history component stores it: no exceptions are none at all. */
const toStoredEvent = ({ exceptions, ...event }: NewHistoryEvent) => ({
  ...event,
  exceptions: exceptions && exceptions.length > 0 ? exceptions : null,
});

/** A new appointment with its first history event, in the caller's transaction; answers its document id. */
export const createAppointment = async (
  strapi: Core.Strapi,
  appointment: NewAppointment,
  firstEvent: NewHistoryEvent,
) => {
  const { doctorDocumentId, branchDocumentId, specialtyDocumentId, serviceDocumentId, ...columns } = appointment;
  const created = await strapi.documents(APPOINTMENT).create({
    data: {
      ...columns,
      doctor: doctorDocumentId,
      branch: branchDocumentId,
      specialty: specialtyDocumentId ?? null,
      service: serviceDocumentId ?? null,
      statusHistory: [toStoredEvent(firstEvent)],
    },
  } as never);
  return created.documentId;
};

type StoredEvent = Omit<HistoryEvent, 'exceptions'> & { id: number; exceptions?: unknown };

const toHistoryEvent = ({ id: _id, exceptions, movedFrom, movedTo, ...event }: StoredEvent): HistoryEvent => ({
  ...event,
  movedFrom: movedFrom ?? null,
  movedTo: movedTo ?? null,
  exceptions: Array.isArray(exceptions) ? exceptions : [],
});

const readStoredHistories = async (strapi: Core.Strapi, documentIds: readonly string[]) => {
  if (documentIds.length === 0) return [];
  return (await strapi.db.query(APPOINTMENT).findMany({
    where: { documentId: { $in: [...new Set(documentIds)] } },
    select: ['documentId'],
    populate: { statusHistory: true },
  })) as { documentId: string; statusHistory: StoredEvent[] | null }[];
};

/** The histories of several appointments, each oldest first, by document id. */
export const readHistories = async (strapi: Core.Strapi, documentIds: readonly string[]) =>
  new Map(
    (await readStoredHistories(strapi, documentIds)).map((row) => [
      row.documentId,
      (row.statusHistory ?? []).map(toHistoryEvent),
    ]),
  );

/** One appointment's history, oldest first (empty for none). */
export const readHistory = async (strapi: Core.Strapi, documentId: string) =>
  (await readHistories(strapi, [documentId])).get(documentId) ?? [];

/** Adds an event at the end of the appointment's history, in the caller's transaction. */
export const appendHistoryEvent = async (strapi: Core.Strapi, documentId: string, event: NewHistoryEvent) => {
  const [stored] = await readStoredHistories(strapi, [documentId]);
  await strapi.documents(APPOINTMENT).update({
    documentId,
    data: {
      statusHistory: [...(stored?.statusHistory ?? []).map((entry) => ({ id: entry.id })), toStoredEvent(event)],
    },
  } as never);
};

/**
 * Forgets what staff wrote about the patient on one appointment: the notes of its history (why it
 * was cancelled) are emptied, and its staff notes deleted.
 */
export const forgetStaffWords = async (strapi: Core.Strapi, documentId: string) => {
  const [stored] = await readStoredHistories(strapi, [documentId]);
  const ids = (stored?.statusHistory ?? []).map((entry) => entry.id);
  if (ids.length > 0) {
    await strapi.db.query(HISTORY_EVENT).updateMany({ where: { id: { $in: ids } }, data: { note: null } });
  }
  await strapi.db.query(NOTE).deleteMany({ where: { appointment: { documentId } } });
};

/** Adds a staff member's note to an appointment; answers it as stored. */
export const addAppointmentNote = async (
  strapi: Core.Strapi,
  documentId: string,
  note: Pick<AppointmentNote, 'text' | 'isForDoctor' | 'writtenBy'>,
) => {
  const appointment = (await strapi.db.query(APPOINTMENT).findOne({ where: { documentId }, select: ['id'] })) as {
    id: number;
  } | null;
  const created = (await strapi.db.query(NOTE).create({
    data: { appointment: appointment?.id, ...note },
    select: [...NOTE_FIELDS],
  })) as Record<string, unknown>;
  return Object.fromEntries(NOTE_FIELDS.map((field) => [field, created[field]])) as AppointmentNote;
};

/** What staff wrote on one appointment, oldest first. */
export const listAppointmentNotes = async (strapi: Core.Strapi, documentId: string) =>
  (await strapi.db.query(NOTE).findMany({
    where: { appointment: { documentId } },
    select: [...NOTE_FIELDS],
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as AppointmentNote[];

/** The notes staff marked for the doctor on several appointments, oldest first, by document id. */
export const listDoctorNotes = async (strapi: Core.Strapi, documentIds: readonly string[]) => {
  const notes = new Map<string, Omit<AppointmentNote, 'isForDoctor'>[]>();
  if (documentIds.length === 0) return notes;
  const rows = (await strapi.db.query(NOTE).findMany({
    where: { isForDoctor: true, appointment: { documentId: { $in: [...documentIds] } } },
    select: ['text', 'writtenBy', 'createdAt'],
    populate: { appointment: { select: ['documentId'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as (Omit<AppointmentNote, 'isForDoctor'> & { appointment: { documentId: string } | null })[];
  for (const { appointment, ...note } of rows) {
    if (appointment) notes.set(appointment.documentId, [...(notes.get(appointment.documentId) ?? []), note]);
  }
  return notes;
};
