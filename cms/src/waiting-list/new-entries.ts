import { randomBytes } from 'node:crypto';
import {
  type TLocale,
  type TPatientInformation,
  type TStaffWaitingEntry,
  type TWaitingListJoin,
  WAITING_LIST_RULES,
  checkWishDates,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Knex } from 'knex';
import { rowsOf } from '../booking/doctor-time';
import { findDoctorAtBranch, readPublishedTexts } from '../booking/doctor-at-branch';
import { readCmsEnvironment } from '../environment';
import type { StaffScope } from '../staff/staff-scope';
import { fieldErrorsToDetails } from '../utils/validation-details';
import { issueEntryLinkToken } from './entry-links';
import { createPhoneCodes } from './phone-codes';
import { readEntryVisibility, refuseOutOfScope } from './waiting-entries';
import { offerFreedPlacesSoon } from './waiting-offers';
import { WAITING_ENTRIES_TABLE, WAITING_PHONES_TABLE } from './waiting-list-tables';

/* Putting a patient on a doctor's waiting list: by the desk for a caller, or by the patient from the site. */

/** An entry's key in staff's addresses: 128 random bits, so one entry's address tells nothing of another's. */
const newEntryKey = () => randomBytes(16).toString('hex');

export type NewEntry = Pick<TStaffWaitingEntry, 'doctor' | 'branch' | 'fromDate' | 'toDate' | 'dayParts'> & {
  locale: TLocale;
  patient: TPatientInformation;
  source: 'staff' | 'website';
  /** The member who added a caller; null for a patient who joined from the site. */
  addedBy: string | null;
  policyVersion: string;
  /** The booking of a patient waiting for an earlier time, and its start. */
  earlierThan?: { documentId: string; startsAt: Date };
};

/**
 * The wish can be waited for: the doctor exists (and works at the branch, when one is chosen), as a
 * booking's would be refused, and its days run from tomorrow to the horizon (field errors).
 */
const checkWish = async (
  strapi: Core.Strapi,
  wish: Pick<NewEntry, 'doctor' | 'branch' | 'fromDate' | 'toDate'>,
  now: Date,
) => {
  if (wish.branch) {
    await findDoctorAtBranch(strapi, wish.doctor, wish.branch);
  } else if (!(await readPublishedTexts(strapi, 'api::doctor.doctor', wish.doctor, ['name']))) {
    throw new errors.NotFoundError('Doctor not found');
  }
  const dateErrors = checkWishDates(wish, now, readCmsEnvironment().BOOKING_HORIZON_DAYS);
  if (Object.keys(dateErrors).length > 0) {
    throw new errors.ValidationError('The waiting list cannot take these days', fieldErrorsToDetails(dateErrors));
  }
};

/**
 * Writes the entry in `trx`, last in line, and answers its id. Refusals are field errors on the phone:
 * one already waiting for this doctor or for WAITING_LIST_RULES.maxOpenEntriesPerPhone doctors. Both
 * limits are held by the database (a conditional update of the phone's count, a partial unique
 * index), so two requests for the same phone at once cannot pass them.
 */
export const insertEntry = async (trx: Knex.Transaction, entry: NewEntry, now: Date) => {
  const phone = entry.patient.phone;
  // One statement counts the entry in, or refuses it at the limit, whether the phone has a row yet or not.
  const counted = rowsOf(
    await trx.raw(
      `INSERT INTO ${WAITING_PHONES_TABLE} (phone, open_entries) VALUES (?, 1)
       ON CONFLICT (phone) DO UPDATE SET open_entries = ${WAITING_PHONES_TABLE}.open_entries + 1
       WHERE ${WAITING_PHONES_TABLE}.open_entries < ?
       RETURNING phone`,
      [phone, WAITING_LIST_RULES.maxOpenEntriesPerPhone],
    ),
  ).length;
  if (counted !== 1) {
    throw new errors.ValidationError(
      'This phone waits for as many doctors as it may',
      fieldErrorsToDetails({ 'patient.phone': 'validation.tooManyWaitingEntries' }),
    );
  }
  const key = newEntryKey();
  const inserted = (await trx(WAITING_ENTRIES_TABLE)
    .insert({
      entry_key: key,
      doctor_document_id: entry.doctor,
      branch_document_id: entry.branch,
      from_date: entry.fromDate,
      to_date: entry.toDate,
      day_parts: entry.dayParts.join(','),
      first_name: entry.patient.firstName,
      last_name: entry.patient.lastName,
      phone,
      phone_channel: entry.patient.phoneChannel,
      email: entry.patient.email ?? null,
      age: entry.patient.age,
      notes: entry.patient.notes ?? null,
      contract_type: entry.patient.contractType,
      locale: entry.locale,
      source: entry.source,
      added_by: entry.addedBy,
      consent_at_ms: now.getTime(),
      consent_policy_version: entry.policyVersion,
      state: 'open',
      created_at_ms: now.getTime(),
      appointment_document_id: entry.earlierThan?.documentId ?? null,
      before_ms: entry.earlierThan?.startsAt.getTime() ?? null,
    })
    // The partial unique index on (phone, doctor) of open entries refuses a second one: nothing is inserted.
    .onConflict()
    .ignore()
    .returning('id')) as ({ id: number } | number)[];
  const [row] = inserted;
  if (row === undefined) {
    throw new errors.ValidationError(
      'This phone already waits for this doctor',
      fieldErrorsToDetails({ 'patient.phone': 'validation.alreadyWaitingForDoctor' }),
    );
  }
  return { id: typeof row === 'number' ? row : row.id, key };
};

/** Puts a caller on a doctor's waiting list, as the desk does (their phone needs no code: the desk speaks to them). */
export const addWaitingEntry = async (
  strapi: Core.Strapi,
  request: TStaffWaitingEntry,
  { addedBy, scope, now = new Date() }: { addedBy: string; scope: StaffScope; now?: Date },
) => {
  await checkWish(strapi, request, now);
  if (!(await readEntryVisibility(strapi, scope, request.doctor))(request.branch)) throw refuseOutOfScope();
  const entry = { ...request, source: 'staff' as const, addedBy, policyVersion: request.consent.policyVersion };
  const { key } = await strapi.db.transaction(({ trx }) => insertEntry(trx, entry, now));
  // Places freed before this caller joined and not yet taken may suit them.
  offerFreedPlacesSoon(strapi);
  return { key };
};

/**
 * The patient joins from the site with the code sent to their mobile: the code is checked (a try
 * counted) before anything else, and spent in the transaction that writes the entry, so a refused
 * entry (days, limits) leaves it usable. Answers the token of the entry's link, shown only here.
 */
export const createSiteEntries = (strapi: Core.Strapi) => {
  const phoneCodes = createPhoneCodes(strapi);
  return {
    sendCode: phoneCodes.send,
    async join(request: TWaitingListJoin, now = new Date()) {
      await checkWish(strapi, request, now);
      const spendCode = await phoneCodes.check(request.patient.phone, request.code, now);
      const entry = {
        ...request,
        source: 'website' as const,
        addedBy: null,
        policyVersion: request.consent.policyVersion,
      };
      const token = await strapi.db.transaction(async ({ trx }) => {
        await spendCode(trx);
        const { id } = await insertEntry(trx, entry, now);
        return issueEntryLinkToken(trx, id, now);
      });
      offerFreedPlacesSoon(strapi);
      return { token };
    },
  };
};
