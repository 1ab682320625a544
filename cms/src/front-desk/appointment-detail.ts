import {
  AppError,
  ErrorCode,
  type TAppointmentDetailAnswer,
  type TAppointmentNote,
  listWorkflowSteps,
  toMobileNumber,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import {
  addAppointmentNote,
  findAppointment,
  listAppointmentNotes,
  readHistory,
} from '../appointments/appointment-records';
import { toWorkflowState } from '../booking/status-workflow';
import { listPatientMessages } from '../messages/message-records';
import { listMessageStops } from '../messages/message-stops';
import { type StaffScope, appointmentsInScope } from '../staff/staff-scope';
import { readArrival } from '../waiting-room/check-in';
import { CARD_STATE_FIELDS, type CardStateRow, toCardCheckAnswer } from './card-checks';
import { LIST_FIELDS, type ListLocale, type StoredRow, bothColumns, inLanguage } from './staff-columns';

// One appointment as the front desk opens it: every detail, its history, notes and messages, and
// what staff may do with it now; and the notes staff add to it.

/** What the appointment's page shows: the list's and the rest of what the patient gave. */
const DETAIL_FIELDS = [
  ...LIST_FIELDS,
  ...bothColumns(['branchAddress']),
  'email',
  'age',
  'notes',
  'source',
  'locale',
  'updatedAt',
  'closedAt',
  'cancelNote',
  'consentPolicyVersion',
  'consentRecordedBy',
];

/** The appointment's own columns on its page, and where its card images and documents are kept. */
type DetailRow = Omit<
  TAppointmentDetailAnswer,
  | 'doctorId'
  | 'branchId'
  | 'cards'
  | 'statusHistory'
  | 'staffNotes'
  | 'messages'
  | 'messageStops'
  | 'workflow'
  | 'arrival'
  | 'cardCheck'
> &
  CardStateRow & {
    cardCheckedAt: string | null;
    cardCheckedBy: string | null;
    cardFrontFile: string | null;
    cardBackFile: string | null;
    doctorDocumentId: string | null;
    branchDocumentId: string | null;
  };

/** Every detail staff see on one appointment, its status history oldest first, and which card images it has. */
export const readAppointmentDetail = async (
  strapi: Core.Strapi,
  documentId: string,
  scope: StaffScope,
  locale: ListLocale = 'en',
  now = new Date(),
): Promise<TAppointmentDetailAnswer | null> => {
  const row = await findAppointment<StoredRow<DetailRow>>(strapi, {
    where: { $and: [{ documentId }, ...appointmentsInScope(scope)] },
    select: [
      ...DETAIL_FIELDS,
      ...['cardFrontFile', 'cardBackFile', 'doctorDocumentId', 'branchDocumentId'],
      ...[...CARD_STATE_FIELDS, 'cardCheckedAt', 'cardCheckedBy'],
    ],
  });
  if (!row) return null;
  const [history, staffNotes] = await Promise.all([
    readHistory(strapi, documentId),
    listAppointmentNotes(strapi, documentId),
  ]);
  const { cardFrontFile, cardBackFile, doctorDocumentId, branchDocumentId, ...rest } = inLanguage<DetailRow>(
    row,
    locale,
  );
  const { cardVerdict, cardRefusalReason, cardCheckedAt, cardCheckedBy, ...details } = rest;
  return {
    ...details,
    /** Whose hours the visit is in, for moving it to another of them; null once the doctor or branch is gone. */
    doctorId: doctorDocumentId,
    branchId: branchDocumentId,
    cards: { front: Boolean(cardFrontFile), back: Boolean(cardBackFile) },
    statusHistory: history,
    /** What staff wrote on it, oldest first; see ZAppointmentNoteSchema. */
    staffNotes,
    /** The messages sent or due to the patient, oldest first, with their delivery state. */
    messages: await listPatientMessages(strapi, documentId),
    /** The patient's stops in force on them: from the manage page, by the desk, or a STOP reply from the mobile. */
    messageStops: await listMessageStops(strapi.db.connection, documentId, toMobileNumber(row.phone)),
    /** What staff may do now, with the times it opens or closes (ISO instants). */
    workflow: listWorkflowSteps(toWorkflowState(row, history), now).map(({ to, kind, opensAt, closesAt }) => ({
      to,
      kind,
      opensAt: opensAt?.toISOString() ?? null,
      closesAt: closesAt?.toISOString() ?? null,
    })),
    arrival: await readArrival(strapi.db.connection, documentId, row),
    cardCheck: toCardCheckAnswer({ cardVerdict, cardRefusalReason, cardCheckedAt, cardCheckedBy }),
  };
};

/**
 * Adds a staff member's note to an appointment and answers it as stored. NOT_FOUND for no such
 * appointment; INVALID_TRANSITION for an anonymized one, which keeps nothing staff wrote.
 */
export const addStaffNote = async (
  strapi: Core.Strapi,
  documentId: string,
  note: TAppointmentNote,
  writtenBy: string,
) => {
  const row = await findAppointment<{ anonymizedAt: string | null }>(strapi, {
    where: { documentId },
    select: ['anonymizedAt'],
  });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
  if (row.anonymizedAt) throw new AppError(ErrorCode.INVALID_TRANSITION, 'The visit is anonymized');
  return addAppointmentNote(strapi, documentId, { text: note.text, isForDoctor: note.isForDoctor, writtenBy });
};
