import { JOB_ALERT_INTERVAL_MS, type TJobRunRecord, type TScheduledJob, assessScheduledJobs } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

export const JOB_RUNS_TABLE = 'scheduled_job_runs';

/** Enough of an error for the log and the email; the health route never shows it. */
const ERROR_TEXT_MAX = 2000;

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
const recordRun = async (
  strapi: Core.Strapi,
  job: string,
  run: { startedAtMs: number; finishedAtMs: number; error: unknown },
) => {
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
  const to = process.env.OPS_EMAIL?.trim();
  if (!to) return;
  const claimed = await knexOf(strapi)(JOB_RUNS_TABLE)
    .where({ job })
    .andWhere((query) =>
      query.whereNull('last_alerted_at_ms').orWhere('last_alerted_at_ms', '<=', nowMs - JOB_ALERT_INTERVAL_MS),
    )
    .update({ last_alerted_at_ms: nowMs });
  if (claimed === 0) return;
  const site = process.env.SITE_URL ?? '';
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
 * Runs `job` after `firstRunDelayMs` and then `periodMs` after each run ends, so runs never overlap.
 * Each run's start, outcome and duration are recorded in the database; a failure is logged and emailed
 * to operations, and never ends the process. The returned stop waits for a run under way to finish.
 */
export const startScheduledJob = (strapi: Core.Strapi, job: JobDefinition) => {
  scheduledJobs.set(job.name, { name: job.name, periodMs: job.periodMs, scheduledSinceMs: Date.now() });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const runOnce = async () => {
    const startedAtMs = Date.now();
    let error: unknown;
    try {
      await job.run();
    } catch (caught) {
      error = caught ?? new Error('failed');
    }
    const finishedAtMs = Date.now();
    if (error !== undefined) strapi.log.error(`Scheduled job ${job.name} failed: ${String(error)}`);
    try {
      await recordRun(strapi, job.name, { startedAtMs, finishedAtMs, error });
      if (error !== undefined) await alertOperations(strapi, job.name, error, finishedAtMs);
    } catch (recordError) {
      strapi.log.error(`Scheduled job ${job.name}: its run could not be recorded: ${String(recordError)}`);
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        if (!isStopped) schedule(job.periodMs);
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
