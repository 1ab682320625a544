import {
  DAY_SHEET_MAX_VISITS,
  DAY_SHEET_STATUSES,
  type TDaySheetAnswer,
  type TDaySheetQuery,
  type TDaySheetVisitAnswer,
  addDaysToIsoDate,
  cairoWallClockToInstant,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type Where, findAppointments, listDoctorNotes } from '../appointments/appointment-records';
import { type StaffScope, appointmentsInScope } from '../staff/staff-scope';
import { readArrivals } from '../waiting-room/check-in';
import { readQueuePauses } from '../waiting-room/pauses';
import { type StoredRow, bothColumns, inLanguage } from './staff-columns';
import { CARD_STATE_FIELDS, type CardStateRow, toCardState } from './card-checks';

// The day sheet: a Cairo day's visits, printed one page a doctor, each with its check-in once the patient
// came, and today's paused queues.

/** The day sheet's: what the doctor needs of each patient, and what orders and groups the visits. */
const DAY_SHEET_FIELDS = [
  'documentId',
  'doctorDocumentId',
  'branchDocumentId',
  'bookingNumber',
  'status',
  'createdAt',
  'startsAt',
  'endsAt',
  'mode',
  'firstName',
  'lastName',
  'age',
  'phone',
  'contractType',
  'notes',
  'isExtraPlace',
  'anonymizedAt',
  ...CARD_STATE_FIELDS,
  ...bothColumns(['doctorName', 'branchName']),
];

/** A visit as the sheet reads it: its own columns, and its doctor's and branch's document ids. */
type SheetVisit = Omit<TDaySheetVisitAnswer, 'doctorId' | 'branchId' | 'doctorNotes' | 'arrival' | 'cardCheck'>;
type SheetRow = StoredRow<SheetVisit> &
  CardStateRow & {
    doctorDocumentId: string | null;
    branchDocumentId: string | null;
  };

/**
 * A Cairo day's visits still booked or seen (today's when `query.date` is absent), of one branch
 * or doctor if asked, in time order then booking order, each with its doctor's and branch's id for
 * the sheet's pages. `isComplete` is false when the day holds more than DAY_SHEET_MAX_VISITS.
 */
export const listDaySheet = async (
  strapi: Core.Strapi,
  query: TDaySheetQuery,
  scope: StaffScope,
  now = new Date(),
): Promise<{ data: TDaySheetVisitAnswer[]; meta: Omit<TDaySheetAnswer, 'data'> }> => {
  const date = query.date ?? toCairoDate(now);
  const where: Where[] = [
    ...appointmentsInScope(scope),
    { startsAt: { $gte: cairoWallClockToInstant(date, '00:00').toISOString() } },
    { startsAt: { $lt: cairoWallClockToInstant(addDaysToIsoDate(date, 1), '00:00').toISOString() } },
    { status: { $in: DAY_SHEET_STATUSES } },
  ];
  if (query.branch) where.push({ branchDocumentId: query.branch });
  if (query.doctor) where.push({ doctorDocumentId: query.doctor });
  const rows = await findAppointments<SheetRow>(strapi, {
    where: { $and: where },
    select: DAY_SHEET_FIELDS,
    orderBy: [{ startsAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    limit: DAY_SHEET_MAX_VISITS + 1,
  });
  const shown = rows.slice(0, DAY_SHEET_MAX_VISITS);
  // Only the notes staff marked for the doctor go on the doctor's sheet.
  const doctorNotes = await listDoctorNotes(
    strapi,
    shown.map((row) => row.documentId),
  );
  const arrivals = await readArrivals(strapi.db.connection, shown);
  const visits = shown.map(({ doctorDocumentId, branchDocumentId, cardVerdict, cardRefusalReason, ...row }) => {
    const arrival = arrivals.get(row.documentId);
    return {
      ...inLanguage<SheetVisit>(row, query.locale),
      cardCheck: toCardState({ cardVerdict, cardRefusalReason }),
      doctorId: doctorDocumentId ?? '',
      branchId: branchDocumentId ?? '',
      doctorNotes: doctorNotes.get(row.documentId) ?? [],
      arrival: arrival
        ? { arrivedAt: arrival.arrivedAt, queueNumber: arrival.queueNumber, isLate: arrival.isLate }
        : null,
    };
  });
  // Pauses hold for today only: another day's sheet has none to show.
  const pauses =
    date === toCairoDate(now) ? await readQueuePauses(strapi.db.connection, { branches: scope.branches, now }) : [];
  return { data: visits, meta: { date, isComplete: rows.length <= DAY_SHEET_MAX_VISITS, pauses } };
};
