import {
  AppError,
  DAY_SHEET_MAX_VISITS,
  ErrorCode,
  type TAppointmentStatus,
  type TArrivalAnswer,
  type TDoctorListAnswer,
  type TDoctorListVisitAnswer,
  type TDoctorStatusChange,
  type TLocale,
  type TScheduleMode,
  chooseSessionBranch,
  findDoctorListPlace,
  findWaitingQueue,
  isDoctorStep,
  listWorkflowSteps,
  orderDoctorList,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointment, findAppointments, listDoctorNotes, readHistories } from '../appointments/appointment-records';
import { changeAppointmentStatus, toWorkflowState } from '../booking/status-workflow';
import { callIn, readArrivals } from '../waiting-room/check-in';
import { readDayQueue, visitsOfCairoDay } from '../waiting-room/day-queue';
import { CARD_STATE_FIELDS, type CardStateRow, toCardState } from '../front-desk/card-checks';

/*
 * The doctor's own list (the Doctor role): their patients of today at the branch of their session, in
 * the order they come in; calling the next one in; marking each seen or a no-show. Anything else of
 * theirs (another day) or of another doctor is NOT_FOUND, as a document nobody holds.
 */

/** A visit of the doctor's day as the list reads it. */
type DoctorVisitRow = {
  documentId: string;
  status: TAppointmentStatus;
  startsAt: string;
  endsAt: string;
  mode: TScheduleMode;
  firstName: string;
  lastName: string;
  age: number | null;
  contractType: TDoctorListVisitAnswer['contractType'];
  notes: string | null;
  closedAt: string | null;
  branchDocumentId: string | null;
  branchNameEn: string | null;
  branchNameAr: string | null;
} & CardStateRow;

const VISIT_FIELDS = [
  'documentId',
  'status',
  'startsAt',
  'endsAt',
  'mode',
  'firstName',
  'lastName',
  'age',
  'contractType',
  'notes',
  'closedAt',
  'branchDocumentId',
  'branchNameEn',
  'branchNameAr',
  ...CARD_STATE_FIELDS,
];

/** A name stored in both languages, in `locale`'s (the other's when it has none). */
const inLanguage = (locale: TLocale, english: string | null, arabic: string | null) =>
  (locale === 'ar' ? arabic : english) ?? english ?? arabic ?? '';

/** The doctor's visits of `now`'s Cairo day still booked or seen, at every branch, in time order. */
const readDoctorDay = async (strapi: Core.Strapi, doctor: string, now: Date) => {
  return findAppointments<DoctorVisitRow>(strapi, {
    where: { $and: [{ doctorDocumentId: doctor }, ...visitsOfCairoDay(now)] },
    select: VISIT_FIELDS,
    orderBy: [{ startsAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    limit: DAY_SHEET_MAX_VISITS,
  });
};

/** A row with what the list's order needs: its times, and its check-in as instants. */
const toListVisit = (row: DoctorVisitRow, arrival: TArrivalAnswer | undefined) => ({
  row,
  status: row.status,
  startsAt: new Date(row.startsAt),
  endsAt: new Date(row.endsAt),
  branchDocumentId: row.branchDocumentId,
  arrival: arrival
    ? {
        mode: row.mode,
        startsAt: new Date(row.startsAt),
        arrivedAt: new Date(arrival.arrivedAt),
        queueNumber: arrival.queueNumber,
        calledAt: arrival.calledAt === null ? null : new Date(arrival.calledAt),
      }
    : null,
});

/** The workflow's steps the doctor may take on a visit now, with their instants as ISO strings. */
const listDoctorSteps = (row: DoctorVisitRow, history: Parameters<typeof toWorkflowState>[1], now: Date) =>
  listWorkflowSteps(toWorkflowState(row, history), now)
    .filter((step) => isDoctorStep(row.status, step))
    .map(({ to, kind, opensAt, closesAt }) => ({
      to,
      kind,
      opensAt: opensAt?.toISOString() ?? null,
      closesAt: closesAt?.toISOString() ?? null,
    }));

/** The doctor's name in `locale`, from their published document (in the other language when it has none). */
const readDoctorName = async (strapi: Core.Strapi, doctor: string, locale: TLocale) => {
  const rows = (await strapi.db.query('api::doctor.doctor').findMany({
    where: { documentId: doctor, publishedAt: { $notNull: true } },
    select: ['name', 'locale'],
  })) as { name: string; locale: string }[];
  return (rows.find((row) => row.locale === locale) ?? rows[0])?.name ?? '';
};

/**
 * The doctor's list of today (ZDoctorListAnswerSchema), in `locale`: the branch chooseSessionBranch
 * chooses, and its visits in orderDoctorList's order, each with the notes staff marked for the doctor,
 * its history and the steps the doctor may take now.
 */
export const readDoctorList = async (
  strapi: Core.Strapi,
  doctor: string,
  locale: TLocale,
  now = new Date(),
): Promise<TDoctorListAnswer> => {
  const rows = await readDoctorDay(strapi, doctor, now);
  const arrivals = await readArrivals(strapi.db.connection, rows);
  const day = rows.map((row) => toListVisit(row, arrivals.get(row.documentId)));
  const branch = chooseSessionBranch(day, now);
  const shown = orderDoctorList(day.filter((visit) => visit.branchDocumentId === branch));
  const ids = shown.map((visit) => visit.row.documentId);
  const [doctorNotes, histories, doctorName] = await Promise.all([
    listDoctorNotes(strapi, ids),
    readHistories(strapi, ids),
    readDoctorName(strapi, doctor, locale),
  ]);
  const first = shown[0]?.row;
  return {
    date: toCairoDate(now),
    doctor: { documentId: doctor, name: doctorName },
    branch:
      branch && first ? { documentId: branch, name: inLanguage(locale, first.branchNameEn, first.branchNameAr) } : null,
    visits: shown.map((visit) => {
      const { row } = visit;
      const history = histories.get(row.documentId) ?? [];
      const arrival = arrivals.get(row.documentId);
      return {
        ...{ documentId: row.documentId, startsAt: row.startsAt, endsAt: row.endsAt, mode: row.mode },
        ...{ firstName: row.firstName, lastName: row.lastName, age: row.age, contractType: row.contractType },
        notes: row.notes,
        cardCheck: toCardState(row),
        doctorNotes: doctorNotes.get(row.documentId) ?? [],
        status: row.status as TDoctorListVisitAnswer['status'],
        place: findDoctorListPlace(visit),
        arrival: arrival
          ? {
              ...{ arrivedAt: arrival.arrivedAt, queueNumber: arrival.queueNumber },
              ...{ isLate: arrival.isLate, calledAt: arrival.calledAt },
            }
          : null,
        statusHistory: history,
        workflow: listDoctorSteps(row, history, now),
      };
    }),
  };
};

const notTheirs = () => new AppError(ErrorCode.NOT_FOUND, 'No such appointment');

/** The doctor's visit of today, or NOT_FOUND: another doctor's, another day's, or none. */
const requireOwnVisitToday = async (strapi: Core.Strapi, doctor: string, documentId: string, now: Date) => {
  const row = await findAppointment<{ status: TAppointmentStatus }>(strapi, {
    where: { $and: [{ documentId }, { doctorDocumentId: doctor }, ...visitsOfCairoDay(now)] },
    select: ['status'],
  });
  if (!row) throw notTheirs();
  return row;
};

/**
 * Calls the first patient waiting in the doctor's queue at the list's branch in to them (callIn, which
 * the branch's screen and the patient's place follow); CONFLICT `queueEmpty` when nobody waits.
 */
export const callNextPatient = async (strapi: Core.Strapi, doctor: string, by: string, now = new Date()) => {
  const { branch } = await readDoctorList(strapi, doctor, 'en', now);
  const queue = branch ? await readDayQueue(strapi.db.connection, { branch: branch.documentId, doctor, now }) : [];
  const [next] = findWaitingQueue(queue);
  if (!next) throw new AppError(ErrorCode.CONFLICT, 'Nobody waits', { details: { checkIn: 'queueEmpty' } });
  const arrival = await callIn(strapi, next.documentId, { by, now });
  return { documentId: next.documentId, arrival };
};

/**
 * The doctor marks a visit of theirs today seen or a no-show, or takes either back, under the
 * workflow's rules (changeAppointmentStatus); any other change is the desk's (INVALID_TRANSITION).
 */
export const changeDoctorVisitStatus = async (
  strapi: Core.Strapi,
  { doctor, documentId, change, by }: { doctor: string; documentId: string; change: TDoctorStatusChange; by: string },
  now = new Date(),
) => {
  const { status } = await requireOwnVisitToday(strapi, doctor, documentId, now);
  if (
    !isDoctorStep(status, { to: change.to, kind: change.to === 'done' || change.to === 'noShow' ? 'forward' : 'undo' })
  ) {
    throw new AppError(ErrorCode.INVALID_TRANSITION, 'The desk makes this change');
  }
  await changeAppointmentStatus(strapi, documentId, change, by, now);
};
