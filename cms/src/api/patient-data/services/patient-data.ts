import {
  AppError,
  ErrorCode,
  LOCALES,
  type TLocale,
  type TPatientCorrection,
  type TPatientDataAnswer,
  type TPatientDataQuery,
  type TPatientDataVisitAnswer,
  type TPatientErasureAnswer,
  toMobileNumber,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointment, findAppointments, updateAppointments } from '../../../appointments/appointment-records';
import { listPatientMessages } from '../../../messages/message-records';
import { forgetStops, listNumberStops } from '../../../messages/message-stops';
import { anonymizeAppointment } from '../../../privacy/retention';
import { readPatientReview } from '../../../reviews/visit-reviews';
import { eraseWaitingEntriesOf, listWaitingEntriesOf } from '../../../waiting-list/waiting-privacy';

const CONTACT_MESSAGE = 'api::contact-message.contact-message';
const BOOKED_STATUSES = ['pending', 'confirmed'];

/** A visit as stored: the answer's fields, each name in both languages, and where its card images are kept. */
type AppointmentRow = Omit<TPatientDataVisitAnswer, 'doctorName' | 'branchName' | 'cards' | 'messages' | 'review'> & {
  id: number;
  doctorNameEn: string | null;
  doctorNameAr: string | null;
  branchNameEn: string | null;
  branchNameAr: string | null;
  cardFrontFile: string | null;
  cardBackFile: string | null;
};

/** What the person gave and what the clinic recorded of each visit: all of it is theirs to see. */
const APPOINTMENT_FIELDS = [
  'id',
  'documentId',
  'bookingNumber',
  'status',
  'createdAt',
  'startsAt',
  'endsAt',
  'firstName',
  'lastName',
  'phone',
  'email',
  'age',
  'notes',
  'contractType',
  'source',
  'locale',
  'cancelReason',
  'consentPolicyVersion',
  'doctorNameEn',
  'doctorNameAr',
  'branchNameEn',
  'branchNameAr',
  'cardFrontFile',
  'cardBackFile',
];

const CONTACT_FIELDS = ['documentId', 'name', 'email', 'phone', 'subject', 'message', 'language', 'createdAt'];

/** The person's rows: by their phone (as stored, E.164) or their email, whatever its letters' case. */
const matching = (query: TPatientDataQuery) =>
  query.phone ? { phone: query.phone } : { email: { $eqi: query.email } };

const named = (row: AppointmentRow, locale: TLocale): Omit<TPatientDataVisitAnswer, 'messages' | 'review'> => {
  const suffix = locale === 'ar' ? 'Ar' : 'En';
  const { id, cardFrontFile, cardBackFile, doctorNameEn, doctorNameAr, branchNameEn, branchNameAr, ...details } = row;
  return {
    ...details,
    doctorName: row[`doctorName${suffix}`] ?? null,
    branchName: row[`branchName${suffix}`] ?? null,
    cards: { front: Boolean(cardFrontFile), back: Boolean(cardBackFile) },
  };
};

/** The person's mobile numbers: the one asked for, and those of their visits. */
const mobilesOf = (query: TPatientDataQuery, rows: AppointmentRow[]) => [
  ...new Set(
    [query.phone ?? null, ...rows.map((row) => row.phone)]
      .map((phone) => toMobileNumber(phone))
      .filter((phone) => phone !== null),
  ),
];

const createPatientDataService = ({ strapi }: { strapi: Core.Strapi }) => {
  const findVisits = (query: TPatientDataQuery) =>
    findAppointments<AppointmentRow>(strapi, {
      where: { ...matching(query), anonymizedAt: { $null: true } },
      select: APPOINTMENT_FIELDS,
      orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
    });

  const findContactMessages = async (query: TPatientDataQuery) =>
    (await strapi.db.query(CONTACT_MESSAGE).findMany({
      where: matching(query),
      select: ['id', ...CONTACT_FIELDS],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    })) as (TPatientDataAnswer['contactMessages'][number] & { id: number })[];

  /** Visits still booked and ahead: erasing them would leave a place held for nobody. */
  const upcomingOf = (rows: AppointmentRow[], now: Date) =>
    rows.filter((row) => BOOKED_STATUSES.includes(row.status) && new Date(row.startsAt).getTime() >= now.getTime());

  return {
    /**
     * Everything held about one person: their visits (not anonymized ones, which hold nothing of
     * them) with the messages sent about each and the review they wrote of it, the contact messages they wrote, and their
     * waiting-list entries.
     */
    async find(query: TPatientDataQuery, locale: TLocale, now = new Date()): Promise<TPatientDataAnswer> {
      const [appointments, contactMessages, waitingEntries] = await Promise.all([
        findVisits(query),
        findContactMessages(query),
        listWaitingEntriesOf(strapi, query, locale),
      ]);
      return {
        appointments: await Promise.all(
          appointments.map(async (row) => ({
            ...named(row, locale),
            messages: (await listPatientMessages(strapi, row.documentId)).map(
              ({ kind, channel, state, createdAt, sentAt }) => ({ kind, channel, state, createdAt, sentAt }),
            ),
            review: await readPatientReview(strapi, row.documentId),
          })),
        ),
        messageStops: await listNumberStops(strapi.db.connection, mobilesOf(query, appointments)),
        contactMessages: contactMessages.map(({ id, ...message }) => message),
        waitingEntries,
        upcoming: upcomingOf(appointments, now).map((row) => row.bookingNumber),
      };
    },

    /** Corrects who the person is and how to reach them on one visit; NOT_FOUND for none, or an anonymized one. */
    async correct(documentId: string, correction: TPatientCorrection) {
      const row = await findAppointment<Record<string, unknown> & { id: number; bookingNumber: string }>(strapi, {
        where: { documentId, anonymizedAt: { $null: true } },
        select: ['id', 'bookingNumber', 'firstName', 'lastName', 'email', 'phone', 'age'],
      });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
      const data = { ...correction, email: correction.email ?? null };
      const changed = Object.entries(data)
        .filter(([field, value]) => (row[field] ?? null) !== value)
        .map(([field]) => field);
      await updateAppointments(strapi, { id: row.id }, data);
      return { bookingNumber: row.bookingNumber, changed };
    },

    /**
     * Erases the person: their visits anonymized (card images, staff notes, message words and
     * manage links with them), their waiting-list entries closed and anonymized, their contact
     * messages and their stops of messages deleted. Refused (INVALID_TRANSITION, with
     * the booking numbers) while a visit is still booked ahead: it is cancelled first.
     */
    async erase(query: TPatientDataQuery, now = new Date()): Promise<TPatientErasureAnswer> {
      const appointments = await findVisits(query);
      const upcoming = upcomingOf(appointments, now);
      if (upcoming.length > 0) {
        throw new AppError(ErrorCode.INVALID_TRANSITION, 'Visits are still booked ahead', {
          details: { upcoming: upcoming.map((row) => row.bookingNumber) },
        });
      }
      let anonymized = 0;
      for (const row of appointments) anonymized += await anonymizeAppointment(strapi, row, now);
      // Their STOP replies go with them: there is nothing left to send them.
      await forgetStops(strapi.db.connection, {
        phones: mobilesOf(query, appointments),
        documentIds: appointments.map((row) => row.documentId),
      });
      const { count } = await strapi.db.query(CONTACT_MESSAGE).deleteMany({ where: matching(query) });
      const waitingEntries = await eraseWaitingEntriesOf(strapi, query, now);
      return { appointments: anonymized, contactMessages: count, waitingEntries };
    },
  };
};

/** The page's language for the names of doctors and branches; English when absent or unknown. */
export const readDataLocale = (value: unknown): TLocale =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as TLocale) : 'en';

export type PatientDataService = ReturnType<typeof createPatientDataService>;

export const getPatientDataService = (strapi: Core.Strapi) =>
  strapi.service('api::patient-data.patient-data') as unknown as PatientDataService;

export default createPatientDataService;
