import { JOB_ALERT_INTERVAL_MS, type TJobRunRecord, type TScheduledJob, assessScheduledJobs } from '@clinic/domain';
import { hostname } from 'node:os';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { countJobRun } from './metrics';
import { readCmsEnvironment } from '../environment';

const JOB_RUNS_TABLE = 'scheduled_job_runs';
/** Created by database/migrations/2026.11.26T05.00.00.scheduled-job-slots.ts. */
const JOB_SLOTS_TABLE = 'scheduled_job_slots';
/** A job's claimed slots kept for reading back which process ran when; older ones go as new ones come. */
const SLOTS_KEPT = 100;
/** Which process ran a slot: enough to tell the machines and processes of a cluster apart. */
const PROCESS_NAME = `${hostname()}:${process.pid}`;

/** Enough of an error for the log and the email; the health route never shows it. */
const ERROR_TEXT_MAX = 2000;

type Run = { startedAtMs: number; finishedAtMs: number; error: unknown };

type JobDefinition = {
  name: string;
  periodMs: number;
  firstRunDelayMs: number;
  /** One run; it throws to fail. */
  run: () => Promise<void>;
};

type RunRow = {
  job: string;
  last_started_at_ms: number | string;
  last_finished_at_ms: number | string;
  last_outcome: TJobRunRecord['lastOutcome'];
  last_duration_ms: number;
  last_succeeded_at_ms: number | string | null;
};

type Context = Parameters<Core.MiddlewareHandler>[0];

type EmailService = { send(options: { to: string; subject: string; text: string }): Promise<unknown> };

/** The jobs this process has scheduled, for the health route. */
const scheduledJobs = new Map<string, TScheduledJob>();

const knexOf = (strapi: Core.Strapi) => strapi.db.connection;

/** Upserts the job's last run; a success clears nothing but the outcome, a failure keeps the last success. */
const recordRun = async (strapi: Core.Strapi, job: string, run: Run) => {
  const failed = run.error !== undefined;
  const values = {
    job,
    last_started_at_ms: run.startedAtMs,
    last_finished_at_ms: run.finishedAtMs,
    last_outcome: failed ? 'failed' : 'succeeded',
    last_duration_ms: run.finishedAtMs - run.startedAtMs,
    last_error: failed ? String(run.error).slice(0, ERROR_TEXT_MAX) : null,
    ...(failed ? {} : { last_succeeded_at_ms: run.finishedAtMs }),
  };
  await knexOf(strapi)(JOB_RUNS_TABLE)
    .insert(values)
    .onConflict('job')
    .merge(Object.keys(values).filter((column) => column !== 'job'));
};

/**
 * Emails OPS_EMAIL about a failed run, at most once per job per JOB_ALERT_INTERVAL_MS: the update
 * that claims the right to send matches one row only when the last email is old enough, so of several
 * CMS processes on one database only one sends.
 */
const alertOperations = async (strapi: Core.Strapi, job: string, error: unknown, nowMs: number) => {
  const { OPS_EMAIL: to, SITE_URL: site } = readCmsEnvironment();
  if (!to) return;
  const claimed = await knexOf(strapi)(JOB_RUNS_TABLE)
    .where({ job })
    .andWhere((query) =>
      query.whereNull('last_alerted_at_ms').orWhere('last_alerted_at_ms', '<=', nowMs - JOB_ALERT_INTERVAL_MS),
    )
    .update({ last_alerted_at_ms: nowMs });
  if (claimed === 0) return;
  await (strapi.plugin('email').service('email') as EmailService).send({
    to,
    subject: `Scheduled job failed: ${job} (${site})`,
    text: [
      `The CMS's scheduled job "${job}" failed at ${new Date(nowMs).toISOString()}:`,
      '',
      String(error).slice(0, ERROR_TEXT_MAX),
      '',
      `It is tried again at its next period. GET /_health/jobs on the CMS answers 503 until a run succeeds.`,
      `This address hears about this job at most once an hour.`,
    ].join('\n'),
  });
};

/**
 * Records a run for the health route and emails operations about a failed one. Neither failing ends
 * anything: the database or the mail server being away is logged, and the next run reports again.
 */
const reportRun = async (strapi: Core.Strapi, job: string, run: Run) => {
  try {
    await recordRun(strapi, job, run);
  } catch (recordError) {
    strapi.log.error(`Scheduled job ${job}: its run could not be recorded: ${String(recordError)}`);
    return;
  }
  if (run.error === undefined) return;
  try {
    await alertOperations(strapi, job, run.error, run.finishedAtMs);
  } catch (alertError) {
    strapi.log.error(`Scheduled job ${job}: operations could not be emailed about its failure: ${String(alertError)}`);
  }
};

/**
 * Claims the job's time slot for this process, once: false when a process already ran it. The slot's
 * row and the removal of old ones are written through `database`, the claim's transaction on PostgreSQL.
 */
const claimSlot = async (database: Knex | Knex.Transaction, job: string, slot: number) => {
  const taken = await database(JOB_SLOTS_TABLE).where({ job, slot }).first('slot');
  if (taken) return false;
  await database(JOB_SLOTS_TABLE).insert({ job, slot, claimed_at_ms: Date.now(), claimed_by: PROCESS_NAME });
  await database(JOB_SLOTS_TABLE)
    .where({ job })
    .andWhere('slot', '<=', slot - SLOTS_KEPT)
    .delete();
  return true;
};

/**
 * Whether this process wins the job's time slot (false when another process has it). On PostgreSQL
 * the claim is a short transaction holding the job's advisory lock (pg_try_advisory_xact_lock), so
 * processes waking together never race to the slot's row: one claims it, the others skip. The run
 * itself holds no connection beyond its own queries. A process killed mid-run has claimed its slot:
 * that period's run is lost, and the next period's runs the job again. On SQLite there is one process,
 * and the row alone suffices.
 */
const claimPeriod = async (strapi: Core.Strapi, job: string, slot: number) => {
  const knex = knexOf(strapi);
  if (strapi.db.dialect.client !== 'postgres') return claimSlot(knex, job, slot);
  return knex.transaction(async (transaction) => {
    const { rows } = (await transaction.raw('SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked', [
      `scheduled-job:${job}`,
    ])) as { rows: { locked: boolean }[] };
    return Boolean(rows[0]?.locked) && (await claimSlot(transaction, job, slot));
  });
};

/**
 * Runs `job` once per time slot of `periodMs` (slots counted from the epoch, so every process agrees
 * on them), in whichever CMS process on the database claims the slot first (claimPeriod). This process
 * tries first after `firstRunDelayMs` and then at the start of each later slot, so runs never overlap.
 * Each run's start, outcome and duration are recorded in the database; a failure is logged and emailed
 * to operations, and never ends the process. The returned stop waits for a run under way to finish.
 */
export const startScheduledJob = (strapi: Core.Strapi, job: JobDefinition) => {
  scheduledJobs.set(job.name, { name: job.name, periodMs: job.periodMs, scheduledSinceMs: Date.now() });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const runOnce = async (startedAtMs: number) => {
    try {
      if (!(await claimPeriod(strapi, job.name, Math.floor(startedAtMs / job.periodMs)))) return;
    } catch (claimError) {
      // The database is away, most likely: nothing can be recorded, and the next period tries again.
      countJobRun(job.name, 'failed');
      strapi.log.error(`Scheduled job ${job.name} failed: its time slot could not be claimed: ${String(claimError)}`);
      return;
    }
    let error: unknown;
    try {
      await job.run();
    } catch (caught) {
      error = caught ?? new Error('failed');
    }
    const finishedAtMs = Date.now();
    countJobRun(job.name, error === undefined ? 'succeeded' : 'failed');
    if (error !== undefined) strapi.log.error(`Scheduled job ${job.name} failed: ${String(error)}`);
    await reportRun(strapi, job.name, { startedAtMs, finishedAtMs, error });
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce(Date.now()).finally(() => {
        running = undefined;
        if (!isStopped) schedule(job.periodMs - (Date.now() % job.periodMs));
      });
    }, delayMs);
    timer.unref();
  };

  schedule(job.firstRunDelayMs);
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    scheduledJobs.delete(job.name);
    await running;
  };
};

/**
 * Watches a loop that is not a job (the delivery of patient messages) under the jobs' alarm: the health
 * route lists it, never late, and each report records that it went wrong (emailing operations, as a
 * failed job does) or that it is well again. `stop` takes it off the list.
 */
export const watchLoop = (strapi: Core.Strapi, name: string) => {
  scheduledJobs.set(name, { name, periodMs: null, scheduledSinceMs: Date.now() });
  return {
    report: (run: Run) => reportRun(strapi, name, run),
    stop: () => {
      scheduledJobs.delete(name);
    },
  };
};

/** The health of this process's jobs, from the runs recorded by any process on the database. */
const readJobHealth = async (strapi: Core.Strapi, nowMs = Date.now()) => {
  const rows = (await knexOf(strapi)(JOB_RUNS_TABLE).select(
    'job',
    'last_started_at_ms',
    'last_finished_at_ms',
    'last_outcome',
    'last_duration_ms',
    'last_succeeded_at_ms',
  )) as RunRow[];
  const records = new Map<string, TJobRunRecord>(
    rows.map((row) => [
      row.job,
      {
        lastStartedAtMs: Number(row.last_started_at_ms),
        lastFinishedAtMs: Number(row.last_finished_at_ms),
        lastOutcome: row.last_outcome,
        lastDurationMs: Number(row.last_duration_ms),
        lastSucceededAtMs: row.last_succeeded_at_ms === null ? null : Number(row.last_succeeded_at_ms),
      },
    ]),
  );
  return assessScheduledJobs([...scheduledJobs.values()], records, nowMs);
};

/**
 * `GET /_health/jobs`, beside Strapi's `/_health`: 200 when every job is well, 503 when one failed or
 * is late, for a monitor to watch. It names the jobs and their times only, never an error's text.
 */
export const registerJobHealthRoute = (strapi: Core.Strapi) => {
  strapi.server.router.get('/_health/jobs', async (ctx: Context) => {
    const health = await readJobHealth(strapi);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = health.healthy ? 200 : 503;
    ctx.body = { status: health.healthy ? 'ok' : 'failing', jobs: health.jobs };
  });
};
