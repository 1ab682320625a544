import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplateDir, testCmsEnv } from '@clinic/tools/cms-test-server';
import { readToolsEnv } from '@clinic/tools/env';

const CMS_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Written by the running CMS, not by the seed: Strapi's own key-value store (e.g. an upload notice
 * flag, on boot), and the periods the scheduled jobs claimed, which come and go with the clock.
 */
const RUNTIME_TABLES = new Set(['strapi_core_store_settings', 'scheduled_job_slots']);

const countRows = (databaseFile: string) => {
  const database = new Database(databaseFile, { readonly: true });
  try {
    const tables = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables
        .filter(({ name }) => !RUNTIME_TABLES.has(name))
        .map(({ name }) => [name, (database.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]),
    );
  } finally {
    database.close();
  }
};

// Counts rows with SQLite directly; on PostgreSQL the same seed code runs and the public suites check it.
describe.skipIf(Boolean(readToolsEnv().CLINIC_TEST_POSTGRES_PORT))('demo seed', () => {
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'clinic-seed-again-'));
    cpSync(defaultTemplateDir(), workDir, { recursive: true });
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('changes no count and no file when it runs a second time', () => {
    const databaseFile = path.join(workDir, 'data.db');
    const uploadsDir = path.join(workDir, 'public', 'uploads');
    const rowsBefore = countRows(databaseFile);
    const filesBefore = readdirSync(uploadsDir).sort();
    expect(rowsBefore.doctors).toBeGreaterThan(0);
    expect(filesBefore.length).toBeGreaterThan(0);

    execFileSync('node', ['dist/scripts/seed.js'], {
      cwd: CMS_DIR,
      env: testCmsEnv({ DATABASE_FILENAME: databaseFile, CMS_PUBLIC_DIR: path.join(workDir, 'public') }),
      stdio: 'pipe',
    });

    expect(countRows(databaseFile)).toEqual(rowsBefore);
    expect(readdirSync(uploadsDir).sort()).toEqual(filesBefore);
  });

  it('links the demo doctor to a doctor of today with three confirmed patients (as many as still fit), two checked in', {
    timeout: 120_000,
  }, () => {
    const databaseFile = path.join(workDir, 'data.db');
    const readDoctorDay = () => {
      const database = new Database(databaseFile, { readonly: true });
      try {
        const linked = database
          .prepare(
            `SELECT d.doctor_document_id AS doctor FROM staff_doctors d
             JOIN up_users u ON u.id = d.user_id WHERE u.email = 'doctor@nileent.example'`,
          )
          .all() as { doctor: string }[];
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
        const visits = database
          .prepare(
            `SELECT a.status, (SELECT COUNT(*) FROM visit_arrivals w
               WHERE w.appointment_document_id = a.document_id) AS arrivals
             FROM appointments a WHERE a.doctor_document_id = ? AND a.visit_date = ? AND a.email LIKE 'today%'`,
          )
          .all(linked[0]?.doctor ?? '', today) as { status: string; arrivals: number }[];
        return {
          linked: linked.length,
          visits: visits.length,
          confirmed: visits.filter((v) => v.status === 'confirmed').length,
          arrivals: visits.filter((v) => v.arrivals > 0).length,
        };
      } finally {
        database.close();
      }
    };
    // The template (the tests' seed) links the account and books nothing.
    expect(readDoctorDay()).toEqual({ linked: 1, visits: 0, confirmed: 0, arrivals: 0 });
    execFileSync('node', ['dist/scripts/seed.js'], {
      cwd: CMS_DIR,
      env: testCmsEnv({
        APP_ENV: 'development',
        DATABASE_FILENAME: databaseFile,
        CMS_PUBLIC_DIR: path.join(workDir, 'public'),
      }),
      stdio: 'pipe',
    });
    const day = readDoctorDay();
    // Confirmed by the desk, so the doctor can mark them seen, the first two checked in. Near the end
    // of the day’s last session fewer than three places are left (at 19:20 in Cairo, two), and after
    // it (or on a Friday) none: the account keeps a doctor, with as many of the three as still fit.
    expect(day.visits).toBeLessThanOrEqual(3);
    expect(day).toEqual({ linked: 1, visits: day.visits, confirmed: day.visits, arrivals: Math.min(day.visits, 2) });
  });

  it('refuses placeholder passwords in production', () => {
    const run = () =>
      execFileSync('node', ['dist/scripts/seed.js'], {
        cwd: CMS_DIR,
        env: testCmsEnv({
          APP_ENV: 'production',
          SEED_STAFF_PASSWORD: 'change-me-staff',
          DATABASE_FILENAME: path.join(workDir, 'data.db'),
          CMS_PUBLIC_DIR: path.join(workDir, 'public'),
        }),
        stdio: 'pipe',
      });
    expect(run).toThrow(/placeholder passwords/);
  });
});
