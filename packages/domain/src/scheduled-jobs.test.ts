import { describe, expect, it } from 'vitest';
import { type TJobRunRecord, assessJob, assessScheduledJobs } from './scheduled-jobs';

const HOUR = 60 * 60 * 1000;
const BOOT = Date.UTC(2026, 10, 23, 8, 0);
const sweep = { name: 'card-image-sweep', periodMs: HOUR, scheduledSinceMs: BOOT };

const ran = (finishedAtMs: number, outcome: TJobRunRecord['lastOutcome'] = 'succeeded'): TJobRunRecord => ({
  lastStartedAtMs: finishedAtMs - 250,
  lastFinishedAtMs: finishedAtMs,
  lastOutcome: outcome,
  lastDurationMs: 250,
  lastSucceededAtMs: outcome === 'succeeded' ? finishedAtMs : null,
});

describe('the health of a scheduled job', () => {
  it('is waiting before its first run, until twice its period has passed since it was scheduled', () => {
    expect(assessJob(sweep, undefined, BOOT + 2 * HOUR).status).toBe('waiting');
    expect(assessJob(sweep, undefined, BOOT + 2 * HOUR + 1).status).toBe('overdue');
  });

  it('is ok after a run that succeeded, and overdue once it has not run for twice its period', () => {
    const record = ran(BOOT + HOUR);
    expect(assessJob(sweep, record, BOOT + 3 * HOUR)).toMatchObject({
      status: 'ok',
      lastOutcome: 'succeeded',
      lastDurationMs: 250,
      lastRunAt: new Date(BOOT + HOUR - 250).toISOString(),
      lastSucceededAt: new Date(BOOT + HOUR).toISOString(),
    });
    expect(assessJob(sweep, record, BOOT + 3 * HOUR + 1).status).toBe('overdue');
  });

  it('is failed after a run that failed, however recent', () => {
    expect(assessJob(sweep, ran(BOOT + 10, 'failed'), BOOT + 20).status).toBe('failed');
  });

  it('counts from this process start when the record is older (a CMS that was down a while)', () => {
    const restartedAt = BOOT + 10 * HOUR;
    const restarted = { ...sweep, scheduledSinceMs: restartedAt };
    expect(assessJob(restarted, ran(BOOT), restartedAt + HOUR).status).toBe('ok');
  });

  it('is never late without a period: a loop that records only its failures and recoveries', () => {
    const delivery = { name: 'message-delivery', periodMs: null, scheduledSinceMs: BOOT };
    expect(assessJob(delivery, undefined, BOOT + 100 * HOUR)).toMatchObject({ status: 'waiting', periodMs: null });
    expect(assessJob(delivery, ran(BOOT + HOUR), BOOT + 100 * HOUR).status).toBe('ok');
    expect(assessJob(delivery, ran(BOOT + HOUR, 'failed'), BOOT + 100 * HOUR).status).toBe('failed');
  });

  it('makes the whole answer unhealthy when any job failed or is late', () => {
    const retention = { name: 'retention', periodMs: 6 * HOUR, scheduledSinceMs: BOOT };
    const now = BOOT + 2 * HOUR;
    const healthy = assessScheduledJobs([sweep, retention], new Map([[sweep.name, ran(now - 5)]]), now);
    expect(healthy.healthy).toBe(true);
    expect(healthy.jobs.map((job) => job.status)).toEqual(['ok', 'waiting']);
    const failing = assessScheduledJobs([sweep, retention], new Map([[retention.name, ran(now, 'failed')]]), now);
    expect(failing.healthy).toBe(false);
  });
});
