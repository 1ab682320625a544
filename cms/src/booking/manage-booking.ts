import {
  AppError,
  ErrorCode,
  type TAppointmentStatus,
  type TManagedBookingAnswer,
  type TEarlierWait,
  type TPatientCancel,
  type TManageMessages,
  type TPatientReschedule,
  type TPhoneChannel,
  findPatientChangeRefusal,
  isManageLinkOpen,
  maskEmail,
  maskPhone,
  toMobileNumber,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointment, updateAppointments } from '../appointments/appointment-records';
import { readBranchContact } from './doctor-at-branch';
import { checkPhoneDigits, findTokenBooking, isManageLinkLocked } from './manage-links';
import { rescheduleAppointment } from './reschedule';
import { changeAppointmentStatus } from './status-workflow';
import { createRateLimiter } from '../utils/rate-limit';
import { PUBLIC_BOOKING_FIELDS, type PublicBookingRow, toPublicBooking } from './public-booking';
import { readCmsEnvironment } from '../environment';
import { endMessageStop, isStoppedFromManagePage, recordMessageStop } from '../messages/message-stops';
import { isWhatsAppConfigured } from '../messages/whatsapp-cloud';
import { readEarlierWait, stopWaitingForEarlier, waitForEarlier } from '../waiting-list/earlier-entries';
import { readQueueStanding } from '../waiting-room/day-queue';

/** How the history names a change the patient made through the link. */
const BY_PATIENT = 'patient';

type ManagedRow = PublicBookingRow & {
  status: TAppointmentStatus;
  firstName: string;
  phone: string;
  phoneChannel: TPhoneChannel | null;
  email: string | null;
  anonymizedAt: string | null;
};

/** MANAGE_* settings: the cutoff before a visit, the wrong answers allowed, and the failed lookups per address. */
const readManageSettings = () => {
  const env = readCmsEnvironment();
  return {
    cutoffMs: env.MANAGE_CUTOFF_MS,
    maxWrongTries: env.MANAGE_MAX_WRONG_DIGITS,
    lookups: { max: env.MANAGE_RATE_LIMIT_MAX, windowMs: env.MANAGE_RATE_LIMIT_WINDOW_MS },
  };
};

type ManageContext = {
  strapi: Core.Strapi;
  settings: ReturnType<typeof readManageSettings>;
  /** Unknown, expired or anonymized links asked for, per address. */
  failedLookups: ReturnType<typeof createRateLimiter>;
};

const readRow = (strapi: Core.Strapi, documentId: string) =>
  findAppointment<ManagedRow>(strapi, {
    where: { documentId },
    select: [...PUBLIC_BOOKING_FIELDS, 'firstName', 'phone', 'phoneChannel', 'email', 'anonymizedAt'],
  });

/** The booking a token opens now, or NOT_FOUND (counted against `address`). */
const openRow = async ({ strapi, failedLookups }: ManageContext, token: string, address: string, now: Date) => {
  if (await failedLookups.isLimited(address)) {
    throw new AppError(ErrorCode.RATE_LIMITED, 'Too many unknown links from this address; try again later');
  }
  const documentId = await findTokenBooking(strapi.db.connection, token);
  const row = documentId ? await readRow(strapi, documentId) : null;
  if (!row || row.anonymizedAt || !isManageLinkOpen(new Date(row.endsAt), now)) {
    await failedLookups.hit(address);
    throw new AppError(ErrorCode.NOT_FOUND, 'No such booking');
  }
  return row;
};

/** What the page shows: the booking as the patient read it back, the phone and email masked, what they may do. */
const toView = async (
  { strapi, settings }: ManageContext,
  row: ManagedRow,
  now: Date,
): Promise<TManagedBookingAnswer> => {
  const branch = await readBranchContact(strapi, row.branchDocumentId);
  const refusal = findPatientChangeRefusal(
    { status: row.status, startsAt: new Date(row.startsAt) },
    now,
    settings.cutoffMs,
  );
  return {
    booking: toPublicBooking(row, branch.locationLink),
    patient: {
      firstName: row.firstName,
      phone: maskPhone(row.phone),
      email: row.email ? maskEmail(row.email) : null,
    },
    branchContact: { phone: branch.phone, whatsapp: branch.whatsapp },
    change: {
      refusal,
      locked: await isManageLinkLocked(strapi.db.connection, row.documentId, settings.maxWrongTries),
      cutoffHours: settings.cutoffMs / 3_600_000,
    },
    messagesStopped: await isStoppedFromManagePage(strapi.db.connection, row.documentId),
    phoneChannel: isWhatsAppConfigured() && toMobileNumber(row.phone) ? (row.phoneChannel ?? 'whatsapp') : null,
    earlier: await readEarlierWait(
      strapi.db.connection,
      { documentId: row.documentId, startsAt: new Date(row.startsAt), canChange: refusal === null },
      now,
    ),
    queue: await readQueueStanding(strapi.db.connection, row, now),
  };
};

/** Refuses a change the patient may not make now (INVALID_TRANSITION with the reason), then checks the digits. */
const authorizeChange = async (
  { strapi, settings }: ManageContext,
  row: ManagedRow,
  phoneDigits: string,
  now: Date,
) => {
  const refusal = findPatientChangeRefusal(
    { status: row.status, startsAt: new Date(row.startsAt) },
    now,
    settings.cutoffMs,
  );
  if (refusal) {
    throw new AppError(ErrorCode.INVALID_TRANSITION, 'The patient can no longer change this visit', {
      details: { current: row.status, reason: refusal },
    });
  }
  await checkPhoneDigits(strapi.db.connection, {
    documentId: row.documentId,
    phone: row.phone,
    typed: phoneDigits,
    maxWrongTries: settings.maxWrongTries,
  });
};

/**
 * A change the patient asks for through the link: the booking the token opens, the change allowed now
 * and the phone's digits right (authorizeChange), then `change`, then the page as it is after.
 */
const changeAsPatient = async (
  context: ManageContext,
  { token, phoneDigits, address, now }: { token: string; phoneDigits: string; address: string; now: Date },
  change: (row: ManagedRow) => Promise<unknown>,
) => {
  const row = await openRow(context, token, address, now);
  await authorizeChange(context, row, phoneDigits, now);
  await change(row);
  const changed = await readRow(context.strapi, row.documentId);
  if (!changed) throw new AppError(ErrorCode.NOT_FOUND, 'No such booking');
  return toView(context, changed, now);
};

/**
 * The patient's side of a booking, reached only by its manage link's token (POST bodies, never a URL):
 * what the manage page shows, and the patient's cancellation and move. Every unknown, expired or
 * anonymized booking's token is the same NOT_FOUND, and each counts against the asking address: past
 * MANAGE_RATE_LIMIT_MAX in the window, it is refused with RATE_LIMITED whatever it asks.
 */
export const createBookingManagement = (strapi: Core.Strapi) => {
  const settings = readManageSettings();
  const context: ManageContext = {
    strapi,
    settings,
    failedLookups: createRateLimiter({ name: 'manage-link-lookups', ...settings.lookups }),
  };
  return {
    async open({ token }: { token: string }, address: string, now = new Date()) {
      return toView(context, await openRow(context, token, address, now), now);
    },

    /** Cancels at the patient's request: the place is offered again at once, and the patient told. */
    cancel: ({ token, phoneDigits }: TPatientCancel, address: string, now = new Date()) =>
      changeAsPatient(context, { token, phoneDigits, address, now }, (row) =>
        changeAppointmentStatus(
          strapi,
          row.documentId,
          { from: row.status, to: 'canceled', reason: { category: 'patientRequest', note: undefined } },
          BY_PATIENT,
          now,
        ),
      ),

    /**
     * Stops this booking's messages, by every channel, or has them again, and sets how its mobile's go
     * (WhatsApp or SMS; later messages): the link alone is enough, as it is to read the booking (nothing
     * about the visit changes, and the page can undo it).
     */
    async setMessages({ token, stopped, phoneChannel }: TManageMessages, address: string, now = new Date()) {
      const row = await openRow(context, token, address, now);
      if (phoneChannel && phoneChannel !== row.phoneChannel) {
        await updateAppointments(strapi, { documentId: row.documentId }, { phoneChannel });
        row.phoneChannel = phoneChannel;
      }
      const scope = { documentId: row.documentId, channel: null };
      if (stopped) await strapi.db.connection.transaction((trx) => recordMessageStop(trx, scope, 'managePage', now));
      else await endMessageStop(strapi.db.connection, scope, now);
      return toView(context, row, now);
    },

    /** Waits for an earlier time with the visit's doctor at its branch: the digits asked, as for a move (earlier-entries.ts). */
    waitForEarlier: ({ token, phoneDigits, dayParts }: TEarlierWait, address: string, now = new Date()) =>
      changeAsPatient(context, { token, phoneDigits, address, now }, (row) =>
        waitForEarlier(strapi, row.documentId, dayParts, now),
      ),

    /** Stops waiting for an earlier time: the link alone is enough, as it is to stop the messages. */
    async stopWaiting({ token }: { token: string }, address: string, now = new Date()) {
      const row = await openRow(context, token, address, now);
      await stopWaitingForEarlier(strapi, row.documentId, now);
      return toView(context, row, now);
    },

    /** Moves the visit to another free time of its doctor at its branch, as staff's move does (one transaction). */
    reschedule: ({ token, phoneDigits, from, start }: TPatientReschedule, address: string, now = new Date()) =>
      changeAsPatient(context, { token, phoneDigits, address, now }, (row) =>
        rescheduleAppointment(strapi, row.documentId, { from, start }, BY_PATIENT, now),
      ),
  };
};
