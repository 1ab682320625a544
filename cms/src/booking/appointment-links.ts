import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CHANGING_DOCUMENT_ACTIONS } from '../utils/document-actions';

/**
 * An appointment links to its doctor, branch, specialty and service: to the draft row and the
 * published row of each. Publishing one of them replaces its published row, and Strapi moves every
 * link to the new one in three steps: it reads the links, deletes the old row (its links go with it)
 * and writes them again. A booking that links to the old row between those steps fails on PostgreSQL
 * (its link names a row being deleted: a 500 for the patient) or loses the link (written after the
 * read, deleted with the row). So, on PostgreSQL, every change to one of those documents holds an
 * exclusive advisory lock on it for its transaction, and every booking a shared one on each document
 * it links to: bookings of a doctor go on side by side, and wait while that doctor is published.
 * SQLite writes one transaction at a time, so there is nothing to order there.
 */
const LINKED_TYPES = [
  'api::doctor.doctor',
  'api::branch.branch',
  'api::specialty.specialty',
  'api::service.service',
] as const;

type LinkedType = (typeof LINKED_TYPES)[number];

/** The first key of these two-key advisory locks: no other lock of ours uses two keys. */
const LOCK_SPACE = 7_304;

const lockName = (uid: string, documentId: string) => `${uid}|${documentId}`;

const isLinkedType = (uid: string): uid is LinkedType => (LINKED_TYPES as readonly string[]).includes(uid);

/**
 * Takes, inside a booking's transaction and before it links anything, a shared lock on each document
 * the appointment will link to (null: no link). Always in the same order, so two bookings waiting
 * for two different publishes never wait for each other.
 */
export const lockAppointmentLinks = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  links: Partial<Record<LinkedType, string | null>>,
) => {
  if (strapi.db.dialect.client !== 'postgres') return;
  const names = Object.entries(links)
    .filter((link): link is [string, string] => typeof link[1] === 'string' && link[1] !== '')
    .map(([uid, documentId]) => lockName(uid, documentId))
    .sort();
  for (const name of names) await trx.raw('SELECT pg_advisory_xact_lock_shared(?, hashtext(?))', [LOCK_SPACE, name]);
};

/**
 * Runs every change to a doctor, branch, specialty or service in a transaction that first takes the
 * document's exclusive lock. Register it last: the document service's own transaction then joins this
 * one, and the other middlewares' work before and after the change stays outside it, as it was.
 */
export const registerAppointmentLinkLock = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const { documentId } = context.params as { documentId?: unknown };
    if (!isLinkedType(context.uid) || !CHANGING_DOCUMENT_ACTIONS.has(context.action)) return next();
    if (typeof documentId !== 'string' || strapi.db.dialect.client !== 'postgres') return next();
    return strapi.db.transaction(async ({ trx }) => {
      await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [LOCK_SPACE, lockName(context.uid, documentId)]);
      return next();
    });
  });
};
