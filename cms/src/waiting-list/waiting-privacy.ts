import type { TLocale, TPatientDataQuery, TPatientDataWaitingEntryAnswer, TRetentionCutoffs } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { readPublishedTexts } from '../booking/doctor-at-branch';
import { scrubPatientMessages } from '../messages/message-records';
import { forgetEntryLinks } from './entry-links';
import { closeEntry } from './waiting-holds';
import { BATCH_SIZE, type EntryRow, describeEntry } from './waiting-list-rows';
import { WAITING_ENTRIES_TABLE, WAITING_PHONES_TABLE } from './waiting-list-tables';

/*
 * Waiting-list entries are patient data (Law 151/2020): they are in the person's file, erased with
 * them, and anonymized RETENTION_WAITING_LIST_DAYS after they end.
 */

/** What an anonymized entry keeps in place of the patient's details, as an anonymized visit does. */
const ANONYMIZED_ENTRY = {
  first_name: 'Anonymized',
  last_name: '',
  phone: '',
  email: null,
  age: null,
  notes: null,
} as const;

/** The person's entries not yet anonymized: by their phone (as stored, E.164) or their email, whatever its letters' case. */
const ofPerson = (knex: Knex, query: TPatientDataQuery) => {
  const rows = knex(WAITING_ENTRIES_TABLE).whereNull('anonymized_at_ms');
  return query.phone
    ? rows.where({ phone: query.phone })
    : rows.whereRaw('LOWER(email) = ?', [String(query.email).toLowerCase()]);
};

/** The person's entries as their file shows them, newest first, the doctor's and branch's names in `locale`. */
export const listWaitingEntriesOf = async (
  strapi: Core.Strapi,
  query: TPatientDataQuery,
  locale: TLocale,
): Promise<TPatientDataWaitingEntryAnswer[]> => {
  const rows = (await ofPerson(strapi.db.connection, query)
    .orderBy([
      { column: 'created_at_ms', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('*')) as EntryRow[];
  const nameOf = async (uid: 'api::doctor.doctor' | 'api::branch.branch', documentId: string | null) =>
    documentId ? ((await readPublishedTexts(strapi, uid, documentId, ['name']))?.name[locale] ?? null) : null;
  return Promise.all(
    rows.map(async (row) => ({
      ...describeEntry(row),
      doctorName: await nameOf('api::doctor.doctor', row.doctor_document_id),
      branchName: await nameOf('api::branch.branch', row.branch_document_id),
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      email: row.email,
      age: row.age,
      notes: row.notes,
      consentPolicyVersion: row.consent_policy_version,
    })),
  );
};

/**
 * Anonymizes entries: their links open nothing more and their messages lose their words and
 * addresses; then each, in its own transaction, is closed if still open (its live offer withdrawn,
 * its phone's count given back) and its patient's details are replaced. The update only matches an
 * entry not yet anonymized, so two processes never do one twice. Answers how many it did.
 */
const anonymizeEntries = async (strapi: Core.Strapi, entries: EntryRow[], now: Date) => {
  const entryIds = entries.map((entry) => entry.id);
  await forgetEntryLinks(strapi.db.connection, entryIds);
  await scrubPatientMessages(strapi, { entryIds });
  let anonymized = 0;
  for (const entry of entries) {
    anonymized += await strapi.db.transaction(async ({ trx }) => {
      await closeEntry(trx, entry, { state: 'removed', by: null, reason: 'erased', now });
      return trx(WAITING_ENTRIES_TABLE)
        .where({ id: entry.id })
        .whereNull('anonymized_at_ms')
        .update({ ...ANONYMIZED_ENTRY, anonymized_at_ms: now.getTime() });
    });
  }
  return anonymized;
};

/** Forgets the phones that wait for nobody: their row holds the number and a count of none. */
const forgetIdlePhones = (knex: Knex) => knex(WAITING_PHONES_TABLE).where('open_entries', '<=', 0).delete();

/** Erases the person's entries at their request (see the patient-data service's erase). */
export const eraseWaitingEntriesOf = async (strapi: Core.Strapi, query: TPatientDataQuery, now: Date) => {
  const entries = (await ofPerson(strapi.db.connection, query).select('*')) as EntryRow[];
  const anonymized = await anonymizeEntries(strapi, entries, now);
  await forgetIdlePhones(strapi.db.connection);
  return anonymized;
};

/** The retention job's part: entries that ended before the cut-off, a batch at a time. */
export const anonymizeEndedWaitingEntries = async (strapi: Core.Strapi, cutoffs: TRetentionCutoffs, now: Date) => {
  let anonymized = 0;
  for (;;) {
    const due = (await strapi.db
      .connection(WAITING_ENTRIES_TABLE)
      .whereNull('anonymized_at_ms')
      .whereNot({ state: 'open' })
      .andWhere('closed_at_ms', '<', cutoffs.waitingEntriesBefore.getTime())
      .orderBy('id')
      .limit(BATCH_SIZE)
      .select('*')) as EntryRow[];
    anonymized += await anonymizeEntries(strapi, due, now);
    if (due.length < BATCH_SIZE) break;
  }
  await forgetIdlePhones(strapi.db.connection);
  return anonymized;
};
