import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnce } from './support/database-passes';
import { startTestCms } from '@clinic/tools/cms-test-server';
import { readEmails } from './support/mail';
import { type TestDatabase, databaseOf, executeSql } from './support/sql';

const OPS_EMAIL = 'ops@nileent.example';

type JobsHealth = {
  status: 'ok' | 'failing';
  jobs: {
    name: string;
    status: string;
    lastRunAt: string | null;
    lastOutcome: string | null;
    lastDurationMs: number | null;
  }[];
};

/**
 * A CMS of its own whose retention job runs every 400 ms. The job is made to fail for real: its
 * contact-messages table is renamed away under it, as a broken migration or a lost permission would.
 */
describeOnce('[OPERATIONS]: alarms when a scheduled job fails', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let database: TestDatabase;

  const readHealth = async () => {
    const response = await fetch(`${cms.url}/_health/jobs`);
    return { status: response.status, body: (await response.json()) as JobsHealth };
  };
  const retentionOf = (health: JobsHealth) => health.jobs.find((job) => job.name === 'retention');

  beforeAll(async () => {
    cms = await startTestCms({ env: { RETENTION_INTERVAL_MS: '400', OPS_EMAIL } });
    database = databaseOf(cms);
  }, 120_000);

  afterAll(async () => {
    await cms?.stop();
  });

  it('reports every job with its last run, outcome and duration, 200 while all are well', async () => {
    // The deliveries of patient messages, by email, SMS and WhatsApp, have no period: each is waiting
    // until this CMS first sends by it, and ok after (the reminders job may queue reminders of the
    // seeded visits, by the time of day); all are well.
    const deliveries = ['message-delivery', 'sms-delivery', 'whatsapp-delivery'];
    const isWell = (job: JobsHealth['jobs'][number]) =>
      job.status === 'ok' || (deliveries.includes(job.name) && job.status === 'waiting');
    await expect
      .poll(
        async () =>
          (await readHealth()).body.jobs.map((job) => `${job.name}: ${isWell(job) ? 'well' : job.status}`).sort(),
        { timeout: 15_000 },
      )
      .toEqual([
        'card-image-sweep: well',
        'message-delivery: well',
        'reminders: well',
        'retention: well',
        'sms-delivery: well',
        'waiting-list: well',
        'whatsapp-delivery: well',
      ]);
    const { status, body } = await readHealth();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    for (const job of body.jobs.filter(({ name }) => !deliveries.includes(name))) {
      expect(job).toMatchObject({ status: 'ok', lastOutcome: 'succeeded' });
      expect(Number.isNaN(Date.parse(String(job.lastRunAt)))).toBe(false);
      expect(job.lastDurationMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers 503 once a job fails, emails operations once however often it fails, and recovers', async () => {
    await executeSql('ALTER TABLE contact_messages RENAME TO contact_messages_away', [], database);
    try {
      await expect.poll(async () => (await readHealth()).status, { timeout: 15_000 }).toBe(503);
      const { body } = await readHealth();
      expect(body.status).toBe('failing');
      expect(retentionOf(body)).toMatchObject({ status: 'failed', lastOutcome: 'failed' });
      expect(body.jobs.find((job) => job.name === 'card-image-sweep')?.status).toBe('ok');
      // The route tells a monitor what failed, never the error itself.
      expect(JSON.stringify(body)).not.toMatch(/contact_messages|no such table|does not exist/);

      await expect.poll(async () => (await readEmails(OPS_EMAIL, cms.mailUrl)).length, { timeout: 10_000 }).toBe(1);
      // Several more failed runs (one every 400 ms) still make one email.
      const failedRunsSeen = new Set<string>();
      await expect
        .poll(
          async () => {
            failedRunsSeen.add(String(retentionOf((await readHealth()).body)?.lastRunAt));
            return failedRunsSeen.size;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(3);
      const emails = await readEmails(OPS_EMAIL, cms.mailUrl);
      expect(emails).toHaveLength(1);
      expect(emails[0]?.subject).toMatch(/Scheduled job failed: retention/);
      expect(emails[0]?.text).toMatch(/contact_messages/);
    } finally {
      await executeSql('ALTER TABLE contact_messages_away RENAME TO contact_messages', [], database);
    }
    await expect.poll(async () => (await readHealth()).status, { timeout: 15_000 }).toBe(200);
    expect(retentionOf((await readHealth()).body)).toMatchObject({ status: 'ok', lastOutcome: 'succeeded' });
  }, 60_000);
});
