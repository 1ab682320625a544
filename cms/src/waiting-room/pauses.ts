import type { TQueuePause } from '@clinic/domain';
import type { Knex } from 'knex';
import { findCairoDayBounds } from './day-queue';

/*
 * Reception pauses a doctor's queue at a branch with a short message for the waiting-room screen
 * ("in surgery until 19:30"), and resumes it. A pause holds for the Cairo day it was written: the
 * next morning's screen shows none, whatever was left.
 */

const PAUSES_TABLE = 'waiting_room_pauses';

/** A pause standing today, by doctor and branch. */
export type QueuePause = { doctorId: string; branchId: string; message: string };

/** Pauses the doctor's queue at the branch with `message`, or resumes it when the message is null. */
export const changeQueuePause = async (
  knex: Knex,
  { doctor, branch, message }: TQueuePause,
  { by, now }: { by: string; now: Date },
) => {
  const key = { doctor_document_id: doctor, branch_document_id: branch };
  if (message === null) {
    await knex(PAUSES_TABLE).where(key).delete();
    return;
  }
  await knex(PAUSES_TABLE)
    .insert({ ...key, message, paused_at_ms: now.getTime(), paused_by: by })
    .onConflict(['doctor_document_id', 'branch_document_id'])
    .merge(['message', 'paused_at_ms', 'paused_by']);
};

/** The pauses written today, of `branches` (every branch when null), in one query. */
export const readQueuePauses = async (
  knex: Knex,
  { branches, now }: { branches: readonly string[] | null; now: Date },
): Promise<QueuePause[]> => {
  const query = knex(PAUSES_TABLE).where('paused_at_ms', '>=', findCairoDayBounds(now).from);
  if (branches !== null) query.whereIn('branch_document_id', branches);
  const rows = (await query.select('doctor_document_id', 'branch_document_id', 'message')) as {
    doctor_document_id: string;
    branch_document_id: string;
    message: string;
  }[];
  return rows.map((row) => ({
    doctorId: row.doctor_document_id,
    branchId: row.branch_document_id,
    message: row.message,
  }));
};
