import {
  AppError,
  ErrorCode,
  type TAppointmentStatus,
  type TPatientCancel,
  type TPatientReschedule,
  findPatientChangeRefusal,
  isManageLinkOpen,
  maskEmail,
  maskPhone,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointment } from '../../../appointments/appointment-records';
import { readBranchContact } from '../../../booking/doctor-at-branch';
import { checkPhoneDigits, findTokenBooking, isManageLinkLocked } from '../../../booking/manage-links';
import { rescheduleAppointment } from '../../../booking/reschedule';
import { changeAppointmentStatus } from '../../../booking/status-workflow';
import { createRateLimiter } from '../../../utils/rate-limit';
import { PUBLIC_BOOKING_FIELDS, type PublicBookingRow, toPublicBooking } from '../../../booking/public-booking';
import { readCmsEnvironment } from '../../../environment';

/** How the history names a change the patient made through the link. */
const BY_PATIENT = 'patient';

type ManagedRow = PublicBookingRow & {
  status: TAppointmentStatus;
  firstName: string;
  phone: string;
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

/**
 * The patient's side of a booking, reached only by its manage link's token (POST bodies, never a URL):
 * what the manage page shows, and the patient's cancellation and move. Every unknown, expired or
 * anonymized booking's token is the same NOT_FOUND, and each counts against the asking address: past
 * MANAGE_RATE_LIMIT_MAX in the window, it is refused with RATE_LIMITED whatever it asks.
 */
const createManageService = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = readManageSettings();
  const failedLookups = createRateLimiter({ name: 'manage-link-lookups', ...settings.lookups });
  const knex = () => strapi.db.connection;

  const readRow = (documentId: string) =>
    findAppointment<ManagedRow>(strapi, {
      where: { documentId },
      select: [...PUBLIC_BOOKING_FIELDS, 'firstName', 'phone', 'email', 'anonymizedAt'],
    });

  /** The booking a token opens now, or NOT_FOUND (counted against `address`). */
  const openRow = async (token: string, address: string, now: Date) => {
    if (await failedLookups.isLimited(address)) {
      throw new AppError(ErrorCode.RATE_LIMITED, 'Too many unknown links from this address; try again later');
    }
    const documentId = await findTokenBooking(knex(), token);
    const row = documentId ? await readRow(documentId) : null;
    if (!row || row.anonymizedAt || !isManageLinkOpen(new Date(row.endsAt), now)) {
      await failedLookups.hit(address);
      throw new AppError(ErrorCode.NOT_FOUND, 'No such booking');
    }
    return row;
  };

  /** What the page shows: the booking as the patient read it back, the phone and email masked, what they may do. */
  const toView = async (row: ManagedRow, now: Date) => {
    const branch = await readBranchContact(strapi, row.branchDocumentId);
    return {
      booking: toPublicBooking(row, branch.locationLink),
      patient: {
        firstName: row.firstName,
        phone: maskPhone(row.phone),
        email: row.email ? maskEmail(row.email) : null,
      },
      branchContact: { phone: branch.phone, whatsapp: branch.whatsapp },
      change: {
        refusal: findPatientChangeRefusal(
          { status: row.status, startsAt: new Date(row.startsAt) },
          now,
          settings.cutoffMs,
        ),
        locked: await isManageLinkLocked(knex(), row.documentId, settings.maxWrongTries),
        cutoffHours: settings.cutoffMs / 3_600_000,
      },
    };
  };

  /** Refuses a change the patient may not make now (INVALID_TRANSITION with the reason), then checks the digits. */
  const authorizeChange = async (row: ManagedRow, phoneDigits: string, now: Date) => {
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
    await checkPhoneDigits(knex(), {
      documentId: row.documentId,
      phone: row.phone,
      typed: phoneDigits,
      maxWrongTries: settings.maxWrongTries,
    });
  };

  const reread = async (documentId: string, now: Date) => {
    const row = await readRow(documentId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such booking');
    return toView(row, now);
  };

  return {
    async open(token: string, address: string, now = new Date()) {
      return toView(await openRow(token, address, now), now);
    },

    /** Cancels at the patient's request: the place is offered again at once, and the patient told. */
    async cancel({ token, phoneDigits }: TPatientCancel, address: string, now = new Date()) {
      const row = await openRow(token, address, now);
      await authorizeChange(row, phoneDigits, now);
      await changeAppointmentStatus(
        strapi,
        row.documentId,
        { from: row.status, to: 'canceled', reason: { category: 'patientRequest', note: undefined } },
        BY_PATIENT,
        now,
      );
      return reread(row.documentId, now);
    },

    /** Moves the visit to another free time of its doctor at its branch, as staff's move does (one transaction). */
    async reschedule({ token, phoneDigits, from, start }: TPatientReschedule, address: string, now = new Date()) {
      const row = await openRow(token, address, now);
      await authorizeChange(row, phoneDigits, now);
      await rescheduleAppointment(strapi, row.documentId, { from, start }, BY_PATIENT, now);
      return reread(row.documentId, now);
    },
  };
};

export type ManageService = ReturnType<typeof createManageService>;

export const getManageService = (strapi: Core.Strapi) =>
  strapi.service('api::appointment.manage') as unknown as ManageService;

export default createManageService;
