/**
 * Whether the CMS's scheduled jobs (the card-image sweep, retention, reminders) and the delivery of
 * patient messages are healthy: what `GET /_health/jobs` answers, and when operations are emailed.
 */

/** What the database remembers of a job's last run (all times in epoch milliseconds). */
export type TJobRunRecord = {
  lastStartedAtMs: number;
  lastFinishedAtMs: number;
  lastOutcome: 'succeeded' | 'failed';
  lastDurationMs: number;
  lastSucceededAtMs: number | null;
};

/**
 * A job this process runs: its period and since when it has been scheduled. A loop watched beside the
 * jobs (the delivery of patient messages) has no period: it records only what went wrong and its
 * recovery, and is never late.
 */
export type TScheduledJob = { name: string; periodMs: number | null; scheduledSinceMs: number };

export type TJobHealth = {
  name: string;
  /** ok: last run succeeded in time; waiting: not run yet, not late; failed: last run failed; overdue: late. */
  status: 'ok' | 'waiting' | 'failed' | 'overdue';
  periodMs: number | null;
  lastRunAt: string | null;
  lastOutcome: 'succeeded' | 'failed' | null;
  lastDurationMs: number | null;
  lastSucceededAt: string | null;
};

/** A job is late once twice its period has passed since it last finished (or was first scheduled). */
export const OVERDUE_AFTER_PERIODS = 2;

/** At most one email to operations per job in this time, however often it fails. */
export const JOB_ALERT_INTERVAL_MS = 60 * 60 * 1000;

const toIso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export function assessJob(job: TScheduledJob, record: TJobRunRecord | undefined, nowMs: number): TJobHealth {
  const lastActivityMs = Math.max(record?.lastFinishedAtMs ?? 0, job.scheduledSinceMs);
  const isLate = job.periodMs !== null && nowMs - lastActivityMs > OVERDUE_AFTER_PERIODS * job.periodMs;
  const status =
    record?.lastOutcome === 'failed' ? 'failed' : isLate ? 'overdue' : record === undefined ? 'waiting' : 'ok';
  return {
    name: job.name,
    status,
    periodMs: job.periodMs,
    lastRunAt: toIso(record?.lastStartedAtMs),
    lastOutcome: record?.lastOutcome ?? null,
    lastDurationMs: record?.lastDurationMs ?? null,
    lastSucceededAt: toIso(record?.lastSucceededAtMs),
  };
}

/** Every job's health, and whether all of them are well enough for a monitor (`ok` or `waiting`). */
export function assessScheduledJobs(
  jobs: readonly TScheduledJob[],
  records: ReadonlyMap<string, TJobRunRecord>,
  nowMs: number,
) {
  const assessed = jobs.map((job) => assessJob(job, records.get(job.name), nowMs));
  return { healthy: assessed.every((job) => job.status === 'ok' || job.status === 'waiting'), jobs: assessed };
}
