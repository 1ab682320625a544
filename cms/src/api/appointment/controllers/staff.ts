import { Readable } from 'node:stream';
import {
  LOCALES,
  type TLocale,
  type TStaffProfileAnswer,
  isDocumentId,
  ZAppointmentListQuerySchema,
  ZAppointmentNoteSchema,
  ZAppointmentStatusChangeSchema,
  ZCallAttemptSchema,
  ZDaySheetQuerySchema,
  ZMessageResendSchema,
  ZPatientLookupQuerySchema,
  ZRescheduleSchema,
  ZStaffAvailabilityQuerySchema,
  ZStaffBookingSchema,
  ZArrivalChangeSchema,
  ZCardCheckSchema,
  ValidationMessage,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { placeTakenError } from '../../../booking/availability';
import { resendPatientMessage } from '../../../messages/message-records';
import { recordAccess } from '../../../staff/access-log';
import { readRequestData, readRequestQuery, refuseField } from '../../../utils/validation-details';
import {
  type SignedInStaff,
  nameStaffMember,
  readStaffScope,
  requireAppointmentInScope,
  requireBranchInScope,
} from '../../../staff/staff-scope';
import { getBookingService } from '../services/booking';
import { getStaffService } from '../services/staff';
import { callIn, checkIn, takeBackCheckIn } from '../../../waiting-room/check-in';
import { checkCard } from '../../../front-desk/card-checks';

type Context = Parameters<Core.MiddlewareHandler>[0];

const readDocumentId = (ctx: Context) => {
  const { id } = ctx.params as { id: string };
  if (!isDocumentId(id)) throw new errors.NotFoundError('No such appointment');
  return id;
};

/** Who is acting, as the history and the notes name them: the staff account's email. */
const readStaffName = (ctx: Context) => nameStaffMember(ctx.state.user as SignedInStaff);

/** The staff page's language (`?locale=ar`), which names come in; English when absent or unknown. */
const readLocale = (ctx: Context): TLocale => {
  const { locale } = ctx.query as { locale?: unknown };
  return (LOCALES as readonly unknown[]).includes(locale) ? (locale as TLocale) : 'en';
};

/** Whose branches the signed-in member may read: a receptionist's own, every branch for a manager. */
const readScope = (strapi: Core.Strapi, ctx: Context) => readStaffScope(strapi, ctx.state.user as SignedInStaff);

/** The appointment in the path, refused as if it did not exist when it is outside the member's scope. */
const readAppointmentInScope = async (strapi: Core.Strapi, ctx: Context) => {
  const documentId = readDocumentId(ctx);
  const scope = await readScope(strapi, ctx);
  await requireAppointmentInScope(strapi, scope, documentId);
  return { documentId, scope };
};

/** A route of the staff area: the CMS, and the request it answers. */
type StaffHandler = (strapi: Core.Strapi, ctx: Context) => Promise<void>;

/**
 * GET /api/staff/me — who is signed in, their role, the branches they work for (null: every branch),
 * and the doctor a doctor's account is.
 */
const me: StaffHandler = async (strapi, ctx) => {
  const user = ctx.state.user as SignedInStaff;
  const { role, branches, doctor } = await readScope(strapi, ctx);
  ctx.set('Cache-Control', 'no-store');
  // users-permissions requires both; SignedInStaff leaves them open for callers that know only the id.
  const profile: TStaffProfileAnswer = {
    id: user.id,
    username: user.username ?? '',
    email: user.email ?? '',
    role,
    branches: branches && [...branches],
    doctor,
  };
  ctx.body = { data: profile };
};

/** GET /api/staff/appointments — one page, its counters and pagination. */
const list: StaffHandler = async (strapi, ctx) => {
  const query = readRequestQuery(ctx, ZAppointmentListQuerySchema, 'list query');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await getStaffService(strapi).list(query, await readScope(strapi, ctx));
};

/** GET /api/staff/appointments/export — every matching appointment as NDJSON, streamed in batches. */
const exportList: StaffHandler = async (strapi, ctx) => {
  const query = readRequestQuery(ctx, ZAppointmentListQuerySchema, 'list query');
  const batches = getStaffService(strapi).exportRows(query, await readScope(strapi, ctx));
  const { from, to, status, branch, doctor, q, sort, order } = query;
  await recordAccess(strapi.db.connection, ctx.state.user as SignedInStaff, 'exportAppointments', {
    details: { from, to, status: status?.join(','), branch, doctor, q, sort, order },
  });
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/x-ndjson';
  ctx.body = Readable.from(
    (async function* () {
      for await (const rows of batches) yield rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    })(),
  );
};

/**
 * POST /api/staff/appointments — a booking for a caller or a walk-in (ZStaffBookingSchema), confirmed
 * at once, the patient's spoken consent recorded by the signed-in staff member; a walk-in for today
 * is checked in with it when asked (`checkInNow`). 201 with its booking number and the check-in; 409
 * SLOT_FULL with the next free times when the place is taken.
 */
const create: StaffHandler = async (strapi, ctx) => {
  const request = readRequestData(ctx, ZStaffBookingSchema, 'booking');
  requireBranchInScope(await readScope(strapi, ctx), request.branch);
  // Asked before the booking is made, so a walk-in is never booked and then refused the check-in.
  if (request.checkInNow && toCairoDate(new Date(request.start)) !== toCairoDate(new Date())) {
    refuseField('checkInNow', ValidationMessage.checkInToday);
  }
  const by = readStaffName(ctx);
  const outcome = await getBookingService(strapi).createStaffBooking(request, by);
  if (outcome.kind === 'conflict') throw placeTakenError(outcome.nextOpenings);
  const { documentId } = outcome.booking;
  const arrival = request.checkInNow ? await checkIn(strapi, documentId, { by, now: new Date() }) : null;
  ctx.status = 201;
  ctx.body = { data: { ...outcome.booking, arrival } };
};

/** GET /api/staff/availability — one day of a doctor's openings at a branch, rated for the front desk. */
const availability: StaffHandler = async (strapi, ctx) => {
  const query = readRequestQuery(ctx, ZStaffAvailabilityQuerySchema, 'availability query');
  requireBranchInScope(await readScope(strapi, ctx), query.branch);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: await getStaffService(strapi).listStaffOpenings(query) };
};

/** GET /api/staff/patients?phone= — the distinct patients booked under one phone, to prefill a booking. */
const findPatients: StaffHandler = async (strapi, ctx) => {
  const { phone } = readRequestQuery(ctx, ZPatientLookupQuerySchema, 'phone');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: await getStaffService(strapi).findPatientsByPhone(phone, await readScope(strapi, ctx)) };
};

/** GET /api/staff/appointments/:id — every detail, the status history and which card images exist. */
const findOne: StaffHandler = async (strapi, ctx) => {
  const documentId = readDocumentId(ctx);
  const appointment = await getStaffService(strapi).findOne(documentId, await readScope(strapi, ctx), readLocale(ctx));
  if (!appointment) throw new errors.NotFoundError('No such appointment');
  await recordAccess(strapi.db.connection, ctx.state.user as SignedInStaff, 'viewAppointment', {
    appointment: { documentId, bookingNumber: (appointment as { bookingNumber?: string }).bookingNumber ?? null },
  });
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: appointment };
};

/** POST /api/staff/appointments/:id/status — `{ from, to }`, applied only if the status is still `from`. */
const changeStatus: StaffHandler = async (strapi, ctx) => {
  const { documentId, scope } = await readAppointmentInScope(strapi, ctx);
  const change = readRequestData(ctx, ZAppointmentStatusChangeSchema, 'status change');
  // A refusal is an AppError (CONFLICT, INVALID_TRANSITION, TOO_EARLY, UNDO_EXPIRED, SLOT_FULL,
  // NOT_FOUND), answered with its code by the app-errors middleware.
  const appointment = await getStaffService(strapi).changeStatus(
    documentId,
    change,
    readStaffName(ctx),
    scope,
    readLocale(ctx),
  );
  ctx.body = { data: appointment };
};

/** POST /api/staff/appointments/:id/notes — `{ text, isForDoctor? }`, signed with the staff member's account. */
const addNote: StaffHandler = async (strapi, ctx) => {
  const { documentId } = await readAppointmentInScope(strapi, ctx);
  const note = readRequestData(ctx, ZAppointmentNoteSchema, 'note');
  ctx.status = 201;
  ctx.body = { data: await getStaffService(strapi).addNote(documentId, note, readStaffName(ctx)) };
};

/** POST /api/staff/appointments/:id/reschedule — `{ from, start }`: moved only if it is still at `from`. */
const reschedule: StaffHandler = async (strapi, ctx) => {
  const { documentId, scope } = await readAppointmentInScope(strapi, ctx);
  const move = readRequestData(ctx, ZRescheduleSchema, 'move');
  ctx.body = {
    data: await getStaffService(strapi).reschedule(documentId, move, readStaffName(ctx), scope, readLocale(ctx)),
  };
};

/** POST /api/staff/appointments/:id/messages/:messageId/resend — a failed message queued again (`{data: {channel: 'sms'}}`: a WhatsApp one by SMS). */
const resendMessage: StaffHandler = async (strapi, ctx) => {
  const { documentId, scope } = await readAppointmentInScope(strapi, ctx);
  const messageId = Number((ctx.params as { messageId: string }).messageId);
  if (!Number.isSafeInteger(messageId) || messageId < 1) throw new errors.NotFoundError('No such message');
  const { channel } = readRequestData(ctx, ZMessageResendSchema, 'resend');
  await resendPatientMessage(strapi, documentId, messageId, { bySms: channel === 'sms' });
  ctx.body = { data: await getStaffService(strapi).findOne(documentId, scope, readLocale(ctx)) };
};

/** GET /api/staff/calls — the visits to call about: displaced ones first, then pending ones, soonest first. */
const listCalls: StaffHandler = async (strapi, ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: await getStaffService(strapi).listCalls(readLocale(ctx), await readScope(strapi, ctx)) };
};

/** GET /api/staff/day-sheet — one day's visits for the doctors' printed sheets, in time order. */
const daySheet: StaffHandler = async (strapi, ctx) => {
  const query = readRequestQuery(ctx, ZDaySheetQuerySchema, 'day sheet query');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await getStaffService(strapi).listDaySheet(query, await readScope(strapi, ctx));
};

/** POST /api/staff/appointments/:id/call-attempts — `{ outcome: 'noAnswer' }`, counted on the visit. */
const recordCallAttempt: StaffHandler = async (strapi, ctx) => {
  const { documentId } = await readAppointmentInScope(strapi, ctx);
  readRequestData(ctx, ZCallAttemptSchema, 'call attempt');
  ctx.body = { data: await getStaffService(strapi).recordCallAttempt(documentId) };
};

/**
 * POST /api/staff/appointments/:id/arrival — `{ action, reason? }`: checks the patient in (their
 * number in a first-come session), calls them in to the doctor (out of turn with a reason), or takes a
 * mistaken check-in back; answers the check-in standing (null after a take-back).
 */
const changeArrival: StaffHandler = async (strapi, ctx) => {
  const { documentId } = await readAppointmentInScope(strapi, ctx);
  const { action, reason } = readRequestData(ctx, ZArrivalChangeSchema, 'arrival');
  const change = { by: readStaffName(ctx), now: new Date() };
  if (action === 'checkIn') {
    ctx.body = { data: await checkIn(strapi, documentId, change) };
    return;
  }
  if (action === 'callIn') {
    ctx.body = { data: await callIn(strapi, documentId, { ...change, reason }) };
    return;
  }
  await takeBackCheckIn(strapi, documentId, change);
  ctx.body = { data: null };
};

/**
 * POST /api/staff/appointments/:id/card-check — `{ verdict, reason? }`: the desk's verdict on a company
 * or syndicate card (a refusal with its reason); answers the card's state.
 */
const checkCardOf: StaffHandler = async (strapi, ctx) => {
  const { documentId } = await readAppointmentInScope(strapi, ctx);
  const check = readRequestData(ctx, ZCardCheckSchema, 'card check');
  ctx.body = { data: await checkCard(strapi, documentId, check, { by: readStaffName(ctx), now: new Date() }) };
};

const HANDLERS = {
  me,
  list,
  export: exportList,
  create,
  availability,
  findPatients,
  findOne,
  changeStatus,
  addNote,
  reschedule,
  resendMessage,
  listCalls,
  daySheet,
  recordCallAttempt,
  changeArrival,
  checkCard: checkCardOf,
};

/**
 * The staff area's appointment routes. Only the staff roles are granted them (see
 * bootstrap/permissions.ts), and each answers inside the member's scope: a receptionist's branches,
 * every branch for a manager (see staff/staff-scope.ts). The core update route is not granted, so a
 * status can only change through the workflow here.
 */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  Object.fromEntries(
    Object.entries(HANDLERS).map(([name, handler]) => [name, (ctx: Context) => handler(strapi, ctx)]),
  ) as Record<keyof typeof HANDLERS, (ctx: Context) => Promise<void>>;
