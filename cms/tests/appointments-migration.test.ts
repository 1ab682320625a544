import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestCms, startTestCms } from '@clinic/tools/cms-test-server';
import {
  COPIES,
  OLD_TABLES,
  addOldAppointments,
  keepColumns,
  listTables,
  loadFixture,
  readAfter,
  readBefore,
} from './support/appointments-before-47';
import { signInAsStaff } from './support/cms-admin';
import { type TestDatabase, databaseOf, querySql } from './support/sql';

/** As long as the hooks may take to boot the CMS (vitest.config.ts). */
const BOOT_MS = 120_000;

/**
 * A copy of main's database from before appointments stood apart from the editors' documents
 * (made by 07710e5's code, which stores them as c222a32's does: the seeded demo, and visits booked, confirmed, moved, cancelled and taken
 * back, with notes, a specialty and a service, and a desk's extra place), with 10,000 more
 * appointments written with SQL as that code stored them: linked to the draft and the published row
 * of their doctor, branch, specialty and service, their history a repeatable component. Booted on
 * today's code, every appointment keeps its documents, its history in order and its notes; the link
 * and component tables are gone; booted again, nothing changes.
 */
describe('[CMS]: a database of main before #47, with 10,000 more appointments, booted on today’s code', () => {
  let cms: TestCms;
  let fixture: ReturnType<typeof loadFixture>;
  let before: Awaited<ReturnType<typeof readBefore>>;
  let columns: string[];
  let database: TestDatabase;

  beforeAll(async () => {
    fixture = loadFixture(inject('database').client);
    await addOldAppointments(fixture.database);
    before = await readBefore(fixture.database);
    columns = Object.keys(before.rows[0] ?? {});
    cms = await startTestCms(fixture.options);
    database = databaseOf(cms);
  }, 240_000);

  afterAll(async () => {
    await cms?.stop();
    fixture?.remove();
  });

  it('keeps every appointment, with its doctor, branch, specialty and service, its history in order and its notes', async () => {
    expect(before.rows.length).toBeGreaterThan(COPIES);
    expect(before.rows.filter((row) => row.specialty !== null).length).toBeGreaterThan(0);
    expect(
      before.history.filter((event) => event.moved_to !== null && event.exceptions.length === 0).length,
    ).toBeGreaterThan(0);
    expect(before.history.filter((event) => event.exceptions.length > 0).length).toBeGreaterThan(0);
    expect(before.notes.length).toBeGreaterThan(0);
    const after = await readAfter(database);
    expect(keepColumns(after.rows, columns)).toEqual(keepColumns(before.rows, columns));
    expect(after.history).toEqual(before.history);
    expect(after.notes).toEqual(before.notes);
  });

  it('removes the link and component tables', async () => {
    const tables = await listTables(database);
    expect(OLD_TABLES.filter((table) => tables.includes(table))).toEqual([]);
  });

  it('shows staff a moved visit’s history and notes as before', async () => {
    const [moved] = await querySql<{ document_id: string }>(
      "SELECT document_id FROM appointments WHERE last_name = 'Moved'",
      [],
      database,
    );
    const response = await fetch(`${cms.url}/api/staff/appointments/${moved?.document_id}`, {
      headers: await signInAsStaff(cms.url),
    });
    const { data } = (await response.json()) as {
      data: {
        status: string;
        statusHistory: { fromStatus: string | null; toStatus: string; movedFrom: string | null }[];
        staffNotes: { text: string; isForDoctor: boolean }[];
      };
    };
    expect(data.status).toBe('confirmed');
    expect(
      data.statusHistory.map(({ fromStatus, toStatus, movedFrom }) => [fromStatus, toStatus, movedFrom !== null]),
    ).toEqual([
      [null, 'pending', false],
      ['pending', 'confirmed', false],
      ['confirmed', 'confirmed', true],
    ]);
    expect(data.staffNotes.map(({ text, isForDoctor }) => [text, isForDoctor])).toEqual([
      ['Bring the last audiogram', true],
      ['Prefers Arabic', false],
    ]);
  });

  // A restart is a boot: it gets a boot's time (the hooks' 120 s), which a busy machine can need.
  it(
    'changes nothing when booted again, and runs the migration once',
    async () => {
      const once = await readAfter(database);
      await cms.restart();
      expect(await readAfter(database)).toEqual(once);
      const runs = await querySql<{ name: string }>(
        "SELECT name FROM strapi_migrations WHERE name LIKE '%appointments-by-document-id%'",
        [],
        database,
      );
      expect(runs).toHaveLength(1);
    },
    BOOT_MS,
  );
});
