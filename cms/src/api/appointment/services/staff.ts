import {
  APPOINTMENT_STATUSES,
  AppError,
  CALL_LIST_LIMIT,
  DAY_SHEET_MAX_VISITS,
  DAY_SHEET_STATUSES,
  ErrorCode,
  type TAppointmentListQuery,
  type TAppointmentNote,
  type TAppointmentSortKey,
  type TAppointmentStatus,
  type TAppointmentStatusChange,
  type TReschedule,
  type TDaySheetQuery,
  type TStaffAvailabilityQuery,
  PATIENT_LOOKUP_LIMIT,
  rateOpeningForStaff,
  toIsoWithCairoOffset,
  addDaysToIsoDate,
  cairoWallClockToInstant,
  listWorkflowSteps,
  normalizeDigits,
  resolveAppointmentRange,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import {
  type Where,
  addAppointmentNote,
  countAppointments,
  countCallAttempt,
  findAppointment,
  findAppointments,
  listAppointmentNotes,
  listDoctorNotes,
  readHistory,
} from '../../../appointments/appointment-records';
import { findDoctorAtBranch } from '../../../booking/doctor-at-branch';
import { listPatientMessages } from '../../../messages/message-records';
import { rescheduleAppointment } from '../../../booking/reschedule';
import { findDoctorAvailability } from '../../../booking/availability';
import { changeAppointmentStatus, toWorkflowState } from '../../../booking/status-workflow';
import { type StaffScope, appointmentsInScope } from '../../../staff/staff-scope';

const EXPORT_BATCH_SIZE = 500;

/** Names kept in both languages (`doctorNameEn`, `doctorNameAr`, …); staff read them in the page's language. */
const BILINGUAL_FIELDS = ['doctorName', 'branchName', 'specialtyName', 'serviceName', 'branchAddress'] as const;
type BilingualField = (typeof BILINGUAL_FIELDS)[number];
type ListLocale = TAppointmentListQuery['locale'];

const inColumn = (field: BilingualField, locale: ListLocale) => `${field}${locale === 'ar' ? 'Ar' : 'En'}`;
const bothColumns = (fields: readonly BilingualField[]) =>
  fields.flatMap((field) => [inColumn(field, 'en'), inColumn(field, 'ar')]);

/** What the list, the export and the detail page show; never the stored card file names. */
const LIST_FIELDS = [
  'documentId',
  'bookingNumber',
  'status',
  'createdAt',
  'startsAt',
  'endsAt',
  'mode',
  'firstName',
  'lastName',
  'phone',
  'contractType',
  'cancelReason',
  'displacedAt',
  'displacedBy',
  'isExtraPlace',
  'consultationFeeEgp',
  'anonymizedAt',
  ...bothColumns(['doctorName', 'branchName', 'specialtyName', 'serviceName']),
];

/** The call list's: the list's, the language to write to the patient in, and the calls so far. */
const CALL_FIELDS = [...LIST_FIELDS, 'locale', 'callAttempts', 'lastCallAttemptAt'];

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
  ...bothColumns(['doctorName', 'branchName']),
];

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

/** A stored row with each name in `locale` only, under its plain name (`doctorName`). */
const inLanguage = (row: Record<string, unknown>, locale: ListLocale) => {
  const named = { ...row };
  for (const field of BILINGUAL_FIELDS) {
    const [english, arabic] = [inColumn(field, 'en'), inColumn(field, 'ar')];
    if (english in row) named[field] = row[inColumn(field, locale)];
    delete named[english];
    delete named[arabic];
  }
  return named;
};

const SORT_COLUMNS: Readonly<Record<TAppointmentSortKey, (locale: ListLocale) => readonly string[]>> = {
  bookingNumber: () => ['bookingNumber'],
  status: () => ['status'],
  createdAt: () => ['createdAt'],
  patient: () => ['firstName', 'lastName'],
  phone: () => ['phone'],
  doctor: (locale) => [inColumn('doctorName', locale)],
  startsAt: () => ['startsAt'],
  branch: (locale) => [inColumn('branchName', locale)],
  specialty: (locale) => [inColumn('specialtyName', locale)],
  service: (locale) => [inColumn('serviceName', locale)],
  contractType: () => ['contractType'],
};

type StatusCounters = Record<TAppointmentStatus, number> & { total: number };

const PHONE_LIKE = /^[+\d\s().-]+$/;

/**
 * Search text that is all digits and phone punctuation is one phone number however it is spaced
 * ("010 1234 5678", "+20 10…"): phones are stored in E.164 (+2010…), so it is matched by its digits
 * without leading zeros, or as part of a booking number. Other text is matched word by word, each
 * word in the booking number or either name.
 */
const searchConditions = (q: string): Where[] => {
  const text = normalizeDigits(q);
  const digits = text.replace(/\D/g, '');
  if (PHONE_LIKE.test(text) && digits.length >= 3) {
    return [
      { $or: [{ phone: { $contains: digits.replace(/^0+/, '') } }, { bookingNumber: { $containsi: text.trim() } }] },
    ];
  }
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      $or: [
        { bookingNumber: { $containsi: word } },
        { firstName: { $containsi: word } },
        { lastName: { $containsi: word } },
      ],
    }));
};

/** Everything the query filters on except the status (the counters are split by status), inside the scope. */
const rangeAndSearch = (query: TAppointmentListQuery, scope: StaffScope, today: string): Where[] => {
  const range = resolveAppointmentRange(query, today);
  const where: Where[] = [
    ...appointmentsInScope(scope),
    { startsAt: { $gte: cairoWallClockToInstant(range.from, '00:00').toISOString() } },
  ];
  if (range.to) {
    where.push({ startsAt: { $lt: cairoWallClockToInstant(addDaysToIsoDate(range.to, 1), '00:00').toISOString() } });
  }
  if (query.branch) where.push({ branchDocumentId: query.branch });
  if (query.doctor) where.push({ doctorDocumentId: query.doctor });
  if (query.q) where.push(...searchConditions(query.q));
  return where;
};

const withStatuses = (where: Where[], statuses: readonly TAppointmentStatus[] | undefined): Where => ({
  $and: statuses && statuses.length > 0 ? [...where, { status: { $in: statuses } }] : where,
});

const orderBy = (query: TAppointmentListQuery) => [
  ...SORT_COLUMNS[query.sort](query.locale).map((column) => ({ [column]: query.order })),
  { id: query.order },
];

const createStaffService = ({ strapi }: { strapi: Core.Strapi }) => {
  const countByStatus = async (where: Where[]): Promise<StatusCounters> => {
    const counts = await Promise.all(
      APPOINTMENT_STATUSES.map((status) => countAppointments(strapi, withStatuses(where, [status]))),
    );
    const counters = Object.fromEntries(APPOINTMENT_STATUSES.map((status, index) => [status, counts[index] ?? 0]));
    return { ...(counters as Record<TAppointmentStatus, number>), total: counts.reduce((sum, n) => sum + n, 0) };
  };

  const findOne = async (documentId: string, scope: StaffScope, locale: ListLocale = 'en', now = new Date()) => {
    const row = await findAppointment<
      Record<string, unknown> & {
        status: TAppointmentStatus;
        startsAt: string;
        closedAt: string | null;
        cardFrontFile: string | null;
        cardBackFile: string | null;
        doctorDocumentId: string | null;
        branchDocumentId: string | null;
      }
    >(strapi, {
      where: { $and: [{ documentId }, ...appointmentsInScope(scope)] },
      select: [...DETAIL_FIELDS, 'cardFrontFile', 'cardBackFile', 'doctorDocumentId', 'branchDocumentId'],
    });
    if (!row) return null;
    const [history, staffNotes] = await Promise.all([
      readHistory(strapi, documentId),
      listAppointmentNotes(strapi, documentId),
    ]);
    const { cardFrontFile, cardBackFile, doctorDocumentId, branchDocumentId, ...details } = inLanguage(
      row,
      locale,
    ) as typeof row;
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
      /** What staff may do now, with the times it opens or closes (ISO instants). */
      workflow: listWorkflowSteps(toWorkflowState(row, history), now).map(({ to, kind, opensAt, closesAt }) => ({
        to,
        kind,
        opensAt: opensAt?.toISOString() ?? null,
        closesAt: closesAt?.toISOString() ?? null,
      })),
    };
  };

  return {
    /**
     * One page of the list and the counters for the same range and filters. The counters ignore
     * the status filter (they are what it chooses between); the page's total is the sum of the
     * counters of the chosen statuses, so the three always agree.
     */
    async list(query: TAppointmentListQuery, scope: StaffScope, now = new Date()) {
      const base = rangeAndSearch(query, scope, toCairoDate(now));
      const [counters, extraPlaces, rows] = await Promise.all([
        countByStatus(base),
        countAppointments(strapi, { $and: [...base, { isExtraPlace: true }] }),
        findAppointments(strapi, {
          where: withStatuses(base, query.status),
          select: [...LIST_FIELDS],
          orderBy: orderBy(query),
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
      ]);
      const chosen: readonly TAppointmentStatus[] =
        query.status && query.status.length > 0 ? query.status : APPOINTMENT_STATUSES;
      const total = chosen.reduce((sum, status) => sum + counters[status], 0);
      return {
        data: rows.map((row: Record<string, unknown>) => inLanguage(row, query.locale)),
        meta: {
          counters,
          /** Of all the range's visits, those seated beyond a place's capacity. */
          extraPlaces,
          pagination: {
            page: query.page,
            pageSize: query.pageSize,
            pageCount: Math.ceil(total / query.pageSize),
            total,
          },
        },
      };
    },

    /** Every appointment the query matches, in its order, read a batch at a time. */
    async *exportRows(query: TAppointmentListQuery, scope: StaffScope, now = new Date()) {
      const where = withStatuses(rangeAndSearch(query, scope, toCairoDate(now)), query.status);
      for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
        const rows = await findAppointments(strapi, {
          where,
          select: [...LIST_FIELDS],
          orderBy: orderBy(query),
          limit: EXPORT_BATCH_SIZE,
          offset,
        });
        if (rows.length > 0) yield rows.map((row: Record<string, unknown>) => inLanguage(row, query.locale));
        if (rows.length < EXPORT_BATCH_SIZE) return;
      }
    },

    /** Every detail staff see on one appointment, its status history oldest first, and which card images it has. */
    findOne,

    /**
     * The visits the front desk calls about, still ahead: first those a change of the doctor's hours
     * displaced (pending or confirmed), then the pending ones to confirm; each group soonest first.
     */
    async listCalls(locale: ListLocale, scope: StaffScope, now = new Date()) {
      const ahead = { startsAt: { $gte: now.toISOString() } };
      const read = (where: Where, limit: number) =>
        findAppointments(strapi, {
          where: { $and: [...appointmentsInScope(scope), ahead, where] },
          select: [...CALL_FIELDS],
          orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
          limit,
        });
      const displaced = await read(
        { status: { $in: ['pending', 'confirmed'] }, displacedAt: { $notNull: true } },
        CALL_LIST_LIMIT,
      );
      const pending = await read(
        { status: 'pending', displacedAt: { $null: true } },
        Math.max(0, CALL_LIST_LIMIT - displaced.length),
      );
      return [...displaced, ...pending].map((row) => inLanguage(row, locale));
    },

    /**
     * A Cairo day's visits still booked or seen (today's when `query.date` is absent), of one branch
     * or doctor if asked, in time order then booking order, each with its doctor's and branch's id for
     * the sheet's pages. `isComplete` is false when the day holds more than DAY_SHEET_MAX_VISITS.
     */
    async listDaySheet(query: TDaySheetQuery, scope: StaffScope, now = new Date()) {
      const date = query.date ?? toCairoDate(now);
      const where: Where[] = [
        ...appointmentsInScope(scope),
        { startsAt: { $gte: cairoWallClockToInstant(date, '00:00').toISOString() } },
        { startsAt: { $lt: cairoWallClockToInstant(addDaysToIsoDate(date, 1), '00:00').toISOString() } },
        { status: { $in: DAY_SHEET_STATUSES } },
      ];
      if (query.branch) where.push({ branchDocumentId: query.branch });
      if (query.doctor) where.push({ doctorDocumentId: query.doctor });
      const rows = await findAppointments<
        Record<string, unknown> & {
          documentId: string;
          doctorDocumentId: string | null;
          branchDocumentId: string | null;
        }
      >(strapi, {
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
      const visits = shown.map(({ doctorDocumentId, branchDocumentId, ...row }) => ({
        ...inLanguage(row, query.locale),
        doctorId: doctorDocumentId ?? '',
        branchId: branchDocumentId ?? '',
        doctorNotes: doctorNotes.get(row.documentId) ?? [],
      }));
      return { data: visits, meta: { date, isComplete: rows.length <= DAY_SHEET_MAX_VISITS } };
    },

    /**
     * Counts an unanswered call on a visit still booked, in one statement, so two receptionists
     * calling at once count two calls. NOT_FOUND for no such visit, INVALID_TRANSITION for a closed one.
     */
    async recordCallAttempt(documentId: string, now = new Date()) {
      return strapi.db.transaction(async () => {
        if (!(await countCallAttempt(strapi, documentId, now))) {
          const row = await findAppointment<{ status: string }>(strapi, { where: { documentId }, select: ['status'] });
          if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
          throw new AppError(ErrorCode.INVALID_TRANSITION, 'The visit is closed', { details: { current: row.status } });
        }
        const row = await findAppointment<{ callAttempts: number; lastCallAttemptAt: string }>(strapi, {
          where: { documentId },
          select: ['callAttempts', 'lastCallAttemptAt'],
        });
        return { callAttempts: row?.callAttempts ?? 0, lastCallAttemptAt: row?.lastCallAttemptAt ?? now.toISOString() };
      });
    },

    /**
     * Adds a staff member's note to an appointment and answers it as stored. NOT_FOUND for no such
     * appointment; INVALID_TRANSITION for an anonymized one, which keeps nothing staff wrote.
     */
    async addNote(documentId: string, note: TAppointmentNote, writtenBy: string) {
      const row = await findAppointment<{ anonymizedAt: string | null }>(strapi, {
        where: { documentId },
        select: ['anonymizedAt'],
      });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
      if (row.anonymizedAt) throw new AppError(ErrorCode.INVALID_TRANSITION, 'The visit is anonymized');
      return addAppointmentNote(strapi, documentId, { text: note.text, isForDoctor: note.isForDoctor, writtenBy });
    },

    /**
     * One day of a doctor's openings at a branch as the front desk sees them: the public availability,
     * with the seats taken and where each opening stands for staff (see rateOpeningForStaff).
     */
    async listStaffOpenings(query: TStaffAvailabilityQuery, now = new Date()) {
      await findDoctorAtBranch(strapi, query.doctor, query.branch);
      const date = query.date ?? toCairoDate(now);
      const [day] = await findDoctorAvailability(strapi, {
        doctor: query.doctor,
        branch: query.branch,
        from: date,
        days: 1,
        now,
      });
      return {
        date,
        openings: (day?.openings ?? []).map((opening) => ({
          start: toIsoWithCairoOffset(opening.start),
          end: toIsoWithCairoOffset(opening.end),
          mode: opening.mode,
          capacity: opening.capacity,
          booked: opening.booked,
          status: opening.status,
          ...rateOpeningForStaff(opening, now),
        })),
      };
    },

    /**
     * The distinct patients booked under one phone (families share one), most recently booked first,
     * with what they gave last time to prefill a new booking. Anonymized visits keep no patient.
     */
    async findPatientsByPhone(phone: string, scope: StaffScope) {
      const rows = await findAppointments<{
        firstName: string;
        lastName: string;
        age: number | null;
        email: string | null;
        contractType: string;
        locale: string | null;
        createdAt: string;
      }>(strapi, {
        where: { $and: [...appointmentsInScope(scope), { phone, anonymizedAt: { $null: true } }] },
        select: ['firstName', 'lastName', 'age', 'email', 'contractType', 'locale', 'createdAt'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: PATIENT_LOOKUP_LIMIT * 10,
      });
      const byName = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const name = `${row.firstName} ${row.lastName}`
          .normalize('NFKC')
          .toLocaleLowerCase()
          .replace(/\s+/g, ' ')
          .trim();
        if (!byName.has(name)) byName.set(name, row);
      }
      return [...byName.values()].slice(0, PATIENT_LOOKUP_LIMIT).map((row) => ({
        firstName: row.firstName,
        lastName: row.lastName,
        age: row.age,
        email: row.email,
        contractType: row.contractType,
        locale: row.locale,
        lastBookedAt: row.createdAt,
      }));
    },

    /** Moves a visit to another time (see booking/reschedule.ts) and answers the appointment as it is now. */
    async reschedule(
      documentId: string,
      move: TReschedule,
      movedBy: string,
      scope: StaffScope,
      locale: ListLocale = 'en',
    ) {
      await rescheduleAppointment(strapi, documentId, move, movedBy);
      return findOne(documentId, scope, locale);
    },

    /** Applies a receptionist's status change (see booking/status-workflow.ts) and answers the appointment as it is now. */
    async changeStatus(
      documentId: string,
      change: TAppointmentStatusChange,
      changedBy: string,
      scope: StaffScope,
      locale: ListLocale = 'en',
    ) {
      await changeAppointmentStatus(strapi, documentId, change, changedBy);
      return findOne(documentId, scope, locale);
    },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;

export const getStaffService = (strapi: Core.Strapi) =>
  strapi.service('api::appointment.staff') as unknown as StaffService;

export default createStaffService;
