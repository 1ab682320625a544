import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import { copyDatabase, startPostgres } from '@clinic/tools/postgres';
import { signInAsStaff } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';
import { waitFor } from './support/wait';

type Postgres = NonNullable<Awaited<ReturnType<typeof startPostgres>>>;

const readBranches = (cmsUrl: string) =>
  fetch(`${cmsUrl}/api/branches?locale=en`, { signal: AbortSignal.timeout(10_000) }).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }));

/**
 * A PostgreSQL server and a CMS of their own, over a copy of the shared test database, so halting the
 * database disturbs no other test. Only in the PostgreSQL run: SQLite has no server to lose.
 */
describe.runIf(inject('database').client === 'postgres')('[FAULTS]: PostgreSQL restarted under the running CMS', () => {
  let postgres: Postgres;
  let cms: Awaited<ReturnType<typeof startTestCms>>;

  beforeAll(async () => {
    const started = await startPostgres();
    if (!started) throw new Error('PostgreSQL binaries not found');
    postgres = started;
    copyDatabase(String(inject('database').url), postgres.urlFor('postgres'));
    cms = await startTestCms({
      env: {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: postgres.urlFor('postgres'),
        // A waiting request gives up after 5 s instead of 60 s while the database is away.
        DATABASE_CONNECTION_TIMEOUT: '5000',
        ORPHAN_SWEEP_INTERVAL_MS: '300',
        ORPHAN_MIN_AGE_MS: '0',
        RETENTION_INTERVAL_MS: '300',
      },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    postgres?.stop();
  });

  it('keeps running while the database is away and serves again once it is back, without a restart', async () => {
    expect((await readBranches(cms.url)).status).toBe(200);
    const staff = await signInAsStaff(cms.url);
    const pid = cms.pid();

    postgres.halt();
    // An unreferenced file makes the orphan sweep ask the database on its next round, which fails.
    const stray = path.join(cms.privateUploadsDir, 'left-while-the-database-was-away.webp');
    writeFileSync(stray, 'not referenced');
    // Not the 401 users-permissions gives when it cannot read a role: that would sign staff out.
    const away = await readBranches(cms.url);
    expect(away.status).toBe(503);
    expect(away.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|\n\s+at /i);
    expect(JSON.parse(away.body).error.details.code).toBe('SERVICE_UNAVAILABLE');
    const contactWhileAway = await postContactMessage(cms.url, { data: contactMessage() });
    expect([contactWhileAway.status, contactWhileAway.retryAfter]).toEqual([503, '5']);
    const staffWhileAway = await fetch(`${cms.url}/api/staff/appointments`, {
      headers: staff,
    });
    expect(staffWhileAway.status).toBe(503);
    // Both scheduled jobs meet the lost database, log it, and carry on.
    for (const failure of ['Scheduled job card-image-sweep failed', 'Scheduled job retention failed'])
      expect([failure, await waitFor(() => cms.output().includes(failure), 5_000)]).toEqual([failure, true]);

    postgres.resume();
    expect(await waitFor(async () => (await readBranches(cms.url)).status === 200, 30_000)).toBe(true);
    expect(cms.pid()).toBe(pid);
    expect((await postContactMessage(cms.url, { data: contactMessage() })).status).toBe(201);
    expect((await fetch(`${cms.url}/api/staff/appointments`, { headers: staff })).status).toBe(200);
    // The scheduled job recovered with it.
    expect(await waitFor(() => !existsSync(stray), 5_000)).toBe(true);
  });
});
