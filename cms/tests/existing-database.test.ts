import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import {
  createOneDaySchedule,
  findSeededDoctorAtTwoBranches,
  futureDay,
  bookPlace,
  slotHours,
} from './support/booking';
import { PRIVATE_SUBJECTS, grantAdminPermission, listAdminRoles, revokeAdminPermission } from './support/admin-roles';
import { createFullAccessToken, signInAsCmsAdmin, signInAsStaff } from './support/cms-admin';
import { LOCALIZED_COLLECTIONS, countListedEntries, listAdminLocales } from './support/content-manager';
import { countRows, databaseOf, executeSql, querySql } from './support/sql';

/**
 * A database made by an earlier `npm start`, before today's fixes: Arabic rows without the Arabic
 * locale registered, schedules that overlap, and bookings without claims on the doctor's time. The
 * next boot must repair what it can, keep every row, and say what it cannot repair.
 */
const CLINIC_EDITOR = 'clinic-editor';

describe('[CMS]: a database made before the day-one fixes, booted again', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let database: ReturnType<typeof databaseOf>;
  let bookingNumber: string;
  let arabicDoctorName: string;
  const day = futureDay(14);

  beforeAll(async () => {
    cms = await startTestCms();
    database = databaseOf(cms);
    const token = await createFullAccessToken(cms.url);
    const [first, second] = await findSeededDoctorAtTwoBranches(cms.url);
    await createOneDaySchedule(cms.url, token, first, day, slotHours('05:00', '06:00', 30));
    const overlapping = await createOneDaySchedule(cms.url, token, second, day, slotHours('06:00', '07:00', 30));
    const brokenHours = await createOneDaySchedule(cms.url, token, first, day, slotHours('08:00', '09:00', 30));
    const booked = await bookPlace(cms.url, first, day.at('05:00'));
    expect(booked.status).toBe(201);
    bookingNumber = String(booked.body.data?.bookingNumber);
    const arabic = await fetch(`${cms.url}/api/doctors/${first.doctor}?locale=ar`);
    arabicDoctorName = ((await arabic.json()) as { data: { name: string } }).data.name;

    // What the older code left: no Arabic locale, overlapping hours, no claims table, and each name
    // in the booking's language only, in one column.
    for (const column of ['doctor_name', 'branch_name', 'specialty_name', 'service_name']) {
      await executeSql(`ALTER TABLE appointments ADD COLUMN ${column} varchar(255)`, [], database);
    }
    await executeSql('ALTER TABLE appointments ADD COLUMN branch_address text', [], database);
    await executeSql(
      'UPDATE appointments SET doctor_name = ?, branch_name = ?, branch_address = ? WHERE booking_number = ?',
      ['Dr. As Booked', 'Branch as booked', 'Address as booked', bookingNumber],
      database,
    );
    for (const field of ['doctor_name', 'branch_name', 'branch_address', 'specialty_name', 'service_name']) {
      for (const locale of ['en', 'ar']) {
        await executeSql(`ALTER TABLE appointments DROP COLUMN ${field}_${locale}`, [], database);
      }
    }
    // Both migrations are younger than that database; the booking tables were made at boot then.
    await executeSql(
      "DELETE FROM strapi_migrations WHERE name LIKE '%appointment-names-in-both-languages%' OR name LIKE '%booking-tables%'",
      [],
      database,
    );
    await executeSql('DELETE FROM i18n_locale WHERE code = ?', ['ar'], database);
    await executeSql(
      'UPDATE doctor_schedules SET start_time = ?, end_time = ? WHERE document_id = ?',
      ['05:15', '06:15', overlapping],
      database,
    );
    // Hours saved before the rules between their fields were enforced: they end before they start.
    await executeSql(
      'UPDATE doctor_schedules SET end_time = ? WHERE document_id = ?',
      ['07:30', brokenHours],
      database,
    );
    await executeSql('DROP TABLE doctor_time_claims', [], database);
    // A doctor's branches changed in English only: the Arabic published entry still links one less.
    const [staleLink] = await querySql<{ id: number }>(
      `SELECT l.id AS id FROM doctors_branches_lnk l JOIN doctors d ON d.id = l.doctor_id
       WHERE d.document_id = ? AND d.locale = 'ar' AND d.published_at IS NOT NULL`,
      [second.doctor],
      database,
    );
    await executeSql('DELETE FROM doctors_branches_lnk WHERE id = ?', [staleLink?.id], database);
    // An administrator gave the stock Editor role the appointments, as the panel lets them, and the
    // clinic editor the contact messages, and took the clinic editor's publishing of doctors.
    const adminToken = await signInAsCmsAdmin(cms.url);
    await grantAdminPermission(cms.url, adminToken, 'strapi-editor', {
      action: 'plugin::content-manager.explorer.read',
      subject: 'api::appointment.appointment',
    });
    await grantAdminPermission(cms.url, adminToken, CLINIC_EDITOR, {
      action: 'plugin::content-manager.explorer.read',
      subject: 'api::contact-message.contact-message',
    });
    await revokeAdminPermission(cms.url, adminToken, CLINIC_EDITOR, {
      action: 'plugin::content-manager.explorer.publish',
      subject: 'api::doctor.doctor',
    });
    // Schedules saved before they had labels.
    await executeSql('UPDATE doctor_schedules SET label = NULL', [], database);
    // Before roles per branch, every staff account was in one role, `staff`.
    await executeSql("UPDATE up_roles SET type = 'staff', name = 'Staff' WHERE type = 'manager'", [], database);
    await cms.restart();
  });

  afterAll(() => cms?.stop());

  it('registers Arabic, and the Content Manager lists every Arabic entry that was already there', async () => {
    const adminToken = await signInAsCmsAdmin(cms.url);
    expect((await listAdminLocales(cms.url, adminToken)).map((locale) => locale.code).sort()).toEqual(['ar', 'en']);
    for (const { uid, table } of LOCALIZED_COLLECTIONS) {
      const stored = await countRows(
        `SELECT COUNT(DISTINCT document_id) AS n FROM ${table} WHERE locale = 'ar'`,
        [],
        database,
      );
      expect(stored, table).toBeGreaterThan(0);
      expect(await countListedEntries(cms.url, adminToken, uid, 'ar'), uid).toBe(stored);
    }
  });

  it('makes the former Staff role the Manager role, so its accounts sign in as before and see every branch', async () => {
    const me = await fetch(`${cms.url}/api/staff/me`, { headers: await signInAsStaff(cms.url) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: unknown }).data).toMatchObject({ role: 'manager', branches: null });
    expect(await countRows("SELECT COUNT(*) AS n FROM up_roles WHERE type IN ('staff', 'manager')", [], database)).toBe(
      1,
    );
  });

  it('takes the appointments back from a role that was given them, on the next boot', async () => {
    const roles = await listAdminRoles(cms.url, await signInAsCmsAdmin(cms.url));
    const editor = roles.find((role) => role.code === 'strapi-editor');
    expect(editor?.permissions.filter((permission) => PRIVATE_SUBJECTS.includes(permission.subject ?? ''))).toEqual([]);
  });

  it('gives the clinic editor exactly its permissions again, on the next boot', async () => {
    const roles = await listAdminRoles(cms.url, await signInAsCmsAdmin(cms.url));
    const editor = roles.find((role) => role.code === CLINIC_EDITOR);
    expect(editor?.permissions.filter((permission) => PRIVATE_SUBJECTS.includes(permission.subject ?? ''))).toEqual([]);
    expect(
      editor?.permissions.some(
        (permission) =>
          permission.action === 'plugin::content-manager.explorer.publish' &&
          permission.subject === 'api::doctor.doctor',
      ),
    ).toBe(true);
  });

  it('labels the schedules saved before labels existed', async () => {
    const unlabelled = await countRows('SELECT COUNT(*) AS n FROM doctor_schedules WHERE label IS NULL', [], database);
    expect(unlabelled).toBe(0);
    const [first] = await querySql<{ label: string }>(
      "SELECT label FROM doctor_schedules WHERE start_time = '05:00' AND end_time = '06:00'",
      [],
      database,
    );
    expect(first?.label).toMatch(/ — .+ — \w+day 05:00–06:00 \(from \d{4}-\d{2}-\d{2} until \d{4}-\d{2}-\d{2}\)$/);
  });

  it('logs the hours it holds that break a rule, and marks them in the admin panel’s list', async () => {
    expect(cms.output()).toMatch(
      /Doctor's hours that break a rule \(\w+, \w+day 08:00–07:30\): These hours end at 07:30, before they start at 08:00/,
    );
    const [broken] = await querySql<{ label: string }>(
      "SELECT label FROM doctor_schedules WHERE start_time = '08:00' AND end_time = '07:30'",
      [],
      database,
    );
    expect(broken?.label).toMatch(/^⚠ Ends before it starts — .+ — .+ — \w+day 08:00–07:30/);
  });

  it('logs the overlapping schedules it holds', () => {
    expect(cms.output()).toMatch(/Overlapping schedules of .+: \w+day 05:00–06:00 at .+ and \w+day 05:15–06:15 at /);
  });

  it('logs the links it holds differently in English and Arabic', () => {
    expect(cms.output()).toMatch(
      /Doctor \w+ \(published\) links "branches" differently per language: en: \[\w+, \w+\]; ar: \[\w+\]/,
    );
  });

  it('claims the doctor’s time for the bookings it already had, so the overlapping place cannot be booked', async () => {
    const start = Date.parse(day.at('05:00'));
    expect(
      await countRows(
        'SELECT COUNT(*) AS n FROM doctor_time_claims WHERE minute_ms >= ? AND minute_ms < ?',
        [start, start + 30 * 60_000],
        database,
      ),
    ).toBe(30);
    const [, second] = await findSeededDoctorAtTwoBranches(cms.url);
    const refused = await bookPlace(cms.url, second, day.at('05:15'));
    expect(refused.status).toBe(409);
  });

  it('keeps each appointment’s names in both languages: as booked in its own, as the entry reads in the other', async () => {
    const [row] = await querySql<Record<string, string | null>>(
      'SELECT doctor_name_en, doctor_name_ar, branch_name_en, branch_address_en, specialty_name_ar FROM appointments WHERE booking_number = ?',
      [bookingNumber],
      database,
    );
    expect(row).toMatchObject({
      doctor_name_en: 'Dr. As Booked',
      doctor_name_ar: arabicDoctorName,
      branch_name_en: 'Branch as booked',
      branch_address_en: 'Address as booked',
      specialty_name_ar: null,
    });
  });
});
