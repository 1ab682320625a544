import { existsSync } from 'node:fs';
import path from 'node:path';
import { RETENTION_DEFAULTS } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import {
  DAY_MS,
  type Place,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  bookPlace,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';
import { makePng } from './support/images';
import { type TestDatabase, databaseOf, executeSql, querySql, toSqlDateTime } from './support/sql';
import { waitFor } from './support/wait';

const INTERVAL_MS = 300;

type StoredAppointment = Record<string, unknown> & {
  document_id: string;
  booking_number: string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  age: number | null;
  notes: string | null;
  card_front_file: string | null;
  card_back_file: string | null;
  closed_at: unknown;
  anonymized_at: unknown;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A CMS of its own whose retention job runs every 300 ms with the default periods. The CMS's clock
 * cannot be frozen from here, so the test moves the data instead: it backdates when an appointment
 * closed, when its visit took place or when a message arrived, past the periods or just inside them.
 */
describe('[PRIVACY]: retention of card images, appointments and contact messages', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let database: TestDatabase;
  let staff: Record<string, string>;
  let place: Place;
  const marker = uniqueSurname('Retention');
  const day = futureDay(12);
  const start = day.at('05:00');
  const card = async () => ({ bytes: await makePng(), name: 'card.png', type: 'image/png' });

  const findRow = async (bookingNumber: string) => {
    const [row] = await querySql<StoredAppointment>(
      'SELECT * FROM appointments WHERE booking_number = ?',
      [bookingNumber],
      database,
    );
    if (!row) throw new Error(`No appointment ${bookingNumber}`);
    return row;
  };

  const messagesOf = (documentId: string) =>
    querySql<{ recipient: string; subject: string | null; body_text: string | null; body_html: string | null }>(
      'SELECT recipient, subject, body_text, body_html FROM patient_messages WHERE appointment_document_id = ? ORDER BY id',
      [documentId],
      database,
    );

  const cardPaths = (row: StoredAppointment) =>
    [row.card_front_file, row.card_back_file].map((name) => path.join(cms.privateUploadsDir, String(name)));

  /** Books one appointment in the test's session, with card images unless `cash`. */
  const book = async (firstName: string, phone: string, contractType: 'cash' | 'syndicate') => {
    const cards = contractType === 'cash' ? {} : { cardFront: await card(), cardBack: await card() };
    const response = await bookPlace(cms.url, place, start, {
      overrides: {
        patient: {
          firstName,
          lastName: marker,
          email: `${firstName.toLowerCase()}.${marker.toLowerCase()}@example.com`,
          phone,
          age: 47,
          notes: `Ringing in the left ear, ${firstName} ${marker}`,
          contractType,
        },
      },
      files: cards,
    });
    expect(response.status).toBe(201);
    return findRow(String(response.body.data?.bookingNumber));
  };

  const changeStatus = async (
    row: StoredAppointment,
    from: string,
    to: string,
    reason: { category: string; note?: string } = { category: 'patientRequest' },
  ) => {
    const response = await fetch(`${cms.url}/api/staff/appointments/${row.document_id}/status`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { from, to, ...(to === 'canceled' ? { reason } : {}) } }),
    });
    expect(response.status).toBe(200);
  };

  const backdate = async (column: 'closed_at' | 'visit', bookingNumber: string, daysAgo: number) => {
    const when = toSqlDateTime(new Date(Date.now() - daysAgo * DAY_MS), database);
    const sql =
      column === 'visit'
        ? 'UPDATE appointments SET starts_at = ?, ends_at = ? WHERE booking_number = ?'
        : 'UPDATE appointments SET closed_at = ? WHERE booking_number = ?';
    const params = column === 'visit' ? [when, when, bookingNumber] : [when, bookingNumber];
    expect(await executeSql(sql, params, database)).toBe(1);
  };

  beforeAll(async () => {
    cms = await startTestCms({ env: { RETENTION_INTERVAL_MS: String(INTERVAL_MS) } });
    database = databaseOf(cms);
    staff = await signInAsStaff(cms.url);
    place = await findSeededPlace(cms.url, 2);
    await createOneDaySchedule(cms.url, await createFullAccessToken(cms.url), place, day, {
      startTime: '05:00',
      endTime: '07:00',
      mode: 'fcfs',
      capacity: 12,
    });
  });
  afterAll(() => cms?.stop());

  it('publishes the periods it applies in the privacy policy, in both languages', async () => {
    const policyText = async (locale: string) => {
      const response = await fetch(`${cms.url}/api/privacy-policy?locale=${locale}`);
      const { data } = (await response.json()) as { data: { body: unknown } };
      return JSON.stringify(data.body);
    };
    const yearsInWords: Record<number, [string, string]> = { 1: ['one year', 'عام'], 2: ['Two years', 'عامين'] };
    const [anonymizeEn, anonymizeAr] = yearsInWords[RETENTION_DEFAULTS.anonymizeAfterDays / 365] ?? [];
    const [messagesEn, messagesAr] = yearsInWords[RETENTION_DEFAULTS.contactMessageDays / 365] ?? [];
    const english = await policyText('en');
    expect(english).toContain(`deleted ${RETENTION_DEFAULTS.cardImageDays} days after your appointment`);
    expect(english).toContain(`${anonymizeEn} after the appointment date`);
    expect(english).toContain(`deleted ${messagesEn} after we receive them`);
    expect(english).toContain(`deleted ${RETENTION_DEFAULTS.messageBodyDays} days after it is delivered`);
    const [accessLogEn, accessLogAr] = yearsInWords[RETENTION_DEFAULTS.accessLogDays / 365] ?? [];
    expect(english).toContain(`opened your booking is deleted ${accessLogEn?.toLowerCase()} after each time`);
    const arabic = await policyText('ar');
    expect(arabic).toContain(`بعد ${RETENTION_DEFAULTS.cardImageDays} يومًا من إتمام الموعد`);
    expect(arabic).toContain(`بعد ${anonymizeAr} من تاريخ الموعد`);
    expect(arabic).toContain(`بعد ${messagesAr} من استلامها`);
    expect(arabic).toContain(`بعد ${RETENTION_DEFAULTS.messageBodyDays} يومًا من توصيلها`);
    expect(arabic).toContain(`فتحوا حجزك بعد ${accessLogAr} من كل مرة`);
  });

  it('records when an appointment closed, in the status change itself', async () => {
    const row = await book('Nour', '01011112221', 'cash');
    expect(row.closed_at).toBeNull();
    await changeStatus(row, 'pending', 'confirmed');
    expect((await findRow(row.booking_number)).closed_at).toBeNull();
    // A visit can be completed once it has started.
    await backdate('visit', row.booking_number, 0);
    const before = Date.now();
    await changeStatus(row, 'confirmed', 'done');
    const closedAt = new Date((await findRow(row.booking_number)).closed_at as string | number).getTime();
    expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(closedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('deletes the card images of an appointment closed longer ago than the period, and only those', async () => {
    const expired = await book('Hoda', '01011112222', 'syndicate');
    const recent = await book('Salma', '01011112223', 'syndicate');
    const pending = await book('Rania', '01011112224', 'syndicate');
    for (const row of [expired, recent, pending]) {
      for (const file of cardPaths(row)) expect(existsSync(file)).toBe(true);
    }
    await changeStatus(expired, 'pending', 'canceled');
    await changeStatus(recent, 'pending', 'canceled');
    // The job runs every 300 ms: from the moment `expired` is backdated it may act, so that comes last.
    await backdate('closed_at', recent.booking_number, RETENTION_DEFAULTS.cardImageDays - 1);
    await backdate('closed_at', expired.booking_number, RETENTION_DEFAULTS.cardImageDays + 1);

    expect(await waitFor(() => cardPaths(expired).every((file) => !existsSync(file)))).toBe(true);
    expect(await waitFor(async () => (await findRow(expired.booking_number)).card_front_file === null, 2000)).toBe(
      true,
    );
    const after = await findRow(expired.booking_number);
    expect([after.card_front_file, after.card_back_file, after.anonymized_at]).toEqual([null, null, null]);
    expect(after.first_name).toBe('Hoda');

    // Several more runs later, the others still have theirs.
    await sleep(INTERVAL_MS * 4);
    for (const row of [recent, pending]) {
      const now = await findRow(row.booking_number);
      expect([now.card_front_file, now.card_back_file]).toEqual([row.card_front_file, row.card_back_file]);
      for (const file of cardPaths(row)) expect(existsSync(file)).toBe(true);
    }
  });

  it('anonymizes appointments whose visit is older than the period, and leaves recent ones as they were', async () => {
    const old = await book('Mariam', '01011112225', 'syndicate');
    const stale = await book('Dina', '01011112226', 'cash');
    const recent = await book('Laila', '01011112227', 'cash');
    const dropped = await book('Yara', '01011112228', 'cash');
    // A visit is completed once it took place: the visits move back first.
    await backdate('visit', recent.booking_number, RETENTION_DEFAULTS.anonymizeAfterDays - 1);
    await changeStatus(recent, 'pending', 'confirmed');
    await changeStatus(recent, 'confirmed', 'done');
    const recentBefore = await findRow(recent.booking_number);
    await changeStatus(dropped, 'pending', 'canceled', { category: 'other', note: `Yara ${marker}'s husband called` });
    for (const row of [dropped, recent]) {
      const noted = await fetch(`${cms.url}/api/staff/appointments/${row.document_id}/notes`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { text: `Diabetic, ${marker}`, isForDoctor: true } }),
      });
      expect(noted.status).toBe(201);
    }
    await backdate('visit', old.booking_number, 1);
    await changeStatus(old, 'pending', 'confirmed');
    await changeStatus(old, 'confirmed', 'done');
    // `stale` stays pending: two years on, nobody will act on it any more.
    for (const row of [old, stale, dropped]) {
      await backdate('visit', row.booking_number, RETENTION_DEFAULTS.anonymizeAfterDays + 1);
    }

    for (const row of [old, stale, dropped]) {
      expect(await waitFor(async () => (await findRow(row.booking_number)).anonymized_at !== null)).toBe(true);
    }
    // What staff wrote about the patient goes too: the note, in the appointment and in its history.
    expect((await findRow(dropped.booking_number)).cancel_note).toBeNull();
    expect((await findRow(dropped.booking_number)).cancel_reason).toBe('other');
    const notes = await querySql<{ note: string | null }>(
      `SELECT e.note AS note FROM appointment_events e
       JOIN appointments a ON a.document_id = e.appointment_document_id WHERE a.booking_number = ?`,
      [dropped.booking_number],
      database,
    );
    expect(notes.length).toBeGreaterThan(1);
    expect(notes.map((row) => row.note)).toEqual(notes.map(() => null));
    const staffNotesOf = (bookingNumber: string) =>
      querySql<{ text: string }>(
        `SELECT n.text AS text FROM appointment_notes n
         JOIN appointments a ON a.document_id = n.appointment_document_id WHERE a.booking_number = ?`,
        [bookingNumber],
        database,
      );
    expect(await staffNotesOf(dropped.booking_number)).toEqual([]);
    expect(await staffNotesOf(recent.booking_number)).toEqual([{ text: `Diabetic, ${marker}` }]);
    // The messages to the patient keep their kind and state, never their words or address.
    for (const row of [old, stale, dropped]) {
      const messages = await messagesOf(row.document_id);
      expect(messages.length).toBeGreaterThan(0);
      expect(
        messages.map(({ recipient, subject, body_text, body_html }) => [recipient, subject, body_text, body_html]),
      ).toEqual(messages.map(() => ['', null, null, null]));
    }
    expect((await messagesOf(recent.document_id)).map((message) => message.recipient)).toEqual(
      (await messagesOf(recent.document_id)).map(() => recent.email),
    );

    for (const original of [old, stale, dropped]) {
      const row = await findRow(original.booking_number);
      const stored = JSON.stringify(row);
      const personal = [
        original.first_name,
        marker,
        original.email,
        original.phone.replace(/^\+20/, ''),
        String(original.notes),
        ...(original.card_front_file ? [original.card_front_file, String(original.card_back_file)] : []),
      ];
      for (const value of personal) expect(stored, value).not.toContain(value);
      expect(row).toMatchObject({
        first_name: 'Anonymized',
        last_name: '',
        email: 'anonymized@example.invalid',
        phone: '',
        age: null,
        notes: null,
        card_front_file: null,
        card_back_file: null,
        // What the clinic's figures need stays.
        booking_number: original.booking_number,
        doctor_name_en: original.doctor_name_en,
        doctor_name_ar: original.doctor_name_ar,
        branch_name_en: original.branch_name_en,
        branch_name_ar: original.branch_name_ar,
        contract_type: original.contract_type,
        consent_policy_version: original.consent_policy_version,
      });
    }
    expect((await findRow(old.booking_number)).status).toBe('done');
    expect((await findRow(stale.booking_number)).status).toBe('pending');
    for (const file of cardPaths(old)) expect(existsSync(file)).toBe(false);

    // Staff can still open it; the patient's details are gone there too.
    const detail = await fetch(`${cms.url}/api/staff/appointments/${old.document_id}`, { headers: staff });
    expect(detail.status).toBe(200);
    const { data } = (await detail.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ firstName: 'Anonymized', email: 'anonymized@example.invalid', notes: null });
    expect(data.cards).toEqual({ front: false, back: false });

    await sleep(INTERVAL_MS * 4);
    expect(await findRow(recent.booking_number)).toEqual(recentBefore);
  });

  it('deletes the words of a message to a patient delivered longer ago than its period, and keeps its state', async () => {
    const due = await book('Salma', '01011112229', 'cash');
    const kept = await book('Rana', '01011112230', 'cash');
    const sentOf = async (documentId: string) =>
      querySql<{ state: string; recipient: string; body_text: string | null }>(
        'SELECT state, recipient, body_text FROM patient_messages WHERE appointment_document_id = ?',
        [documentId],
        database,
      );
    for (const row of [due, kept]) {
      expect(await waitFor(async () => (await sentOf(row.document_id))[0]?.state === 'sent')).toBe(true);
    }
    const daysAgo = (days: number) => Date.now() - days * DAY_MS;
    const setSentAt = (documentId: string, atMs: number) =>
      executeSql(
        'UPDATE patient_messages SET sent_at_ms = ? WHERE appointment_document_id = ?',
        [atMs, documentId],
        database,
      );
    await setSentAt(due.document_id, daysAgo(RETENTION_DEFAULTS.messageBodyDays + 1));
    await setSentAt(kept.document_id, daysAgo(RETENTION_DEFAULTS.messageBodyDays - 1));
    expect(await waitFor(async () => (await sentOf(due.document_id))[0]?.body_text === null)).toBe(true);
    expect(await sentOf(due.document_id)).toEqual([{ state: 'sent', recipient: '', body_text: null }]);
    expect((await sentOf(kept.document_id))[0]?.body_text).toContain('Rana');
  });

  it('deletes access log entries older than their period and keeps the others', async () => {
    const row = await book('Lamis', '01001110097', 'cash');
    for (const _time of [1, 2]) {
      const response = await fetch(`${cms.url}/api/staff/appointments/${row.document_id}`, { headers: staff });
      expect(response.status).toBe(200);
    }
    const entries = () =>
      querySql<{ id: number }>(
        'SELECT id FROM patient_data_access_log WHERE booking_number = ? ORDER BY id',
        [row.booking_number],
        database,
      );
    const [old, recent] = await entries();
    const daysAgo = (days: number) => Date.now() - days * DAY_MS;
    await executeSql(
      'UPDATE patient_data_access_log SET occurred_at_ms = ? WHERE id = ?',
      [daysAgo(RETENTION_DEFAULTS.accessLogDays + 1), old?.id],
      database,
    );
    await executeSql(
      'UPDATE patient_data_access_log SET occurred_at_ms = ? WHERE id = ?',
      [daysAgo(RETENTION_DEFAULTS.accessLogDays - 1), recent?.id],
      database,
    );
    expect(await waitFor(async () => (await entries()).length === 1)).toBe(true);
    await sleep(INTERVAL_MS * 2);
    expect(await entries()).toEqual([{ id: recent?.id }]);
  });

  it('deletes contact messages older than their period and keeps the others', async () => {
    const oldMessage = contactMessage();
    const newMessage = contactMessage();
    for (const message of [oldMessage, newMessage]) {
      expect((await postContactMessage(cms.url, { data: message })).status).toBe(201);
    }
    const when = toSqlDateTime(new Date(Date.now() - (RETENTION_DEFAULTS.contactMessageDays + 1) * DAY_MS), database);
    expect(
      await executeSql(
        'UPDATE contact_messages SET created_at = ? WHERE subject = ?',
        [when, oldMessage.subject],
        database,
      ),
    ).toBe(1);

    const countBySubject = async (subject: string) =>
      (await querySql('SELECT id FROM contact_messages WHERE subject = ?', [subject], database)).length;
    expect(await waitFor(async () => (await countBySubject(oldMessage.subject)) === 0)).toBe(true);
    await sleep(INTERVAL_MS * 2);
    expect(await countBySubject(newMessage.subject)).toBe(1);
  });

  it('changes nothing more when it runs again', async () => {
    const snapshot = async () => ({
      appointments: await querySql(
        'SELECT * FROM appointments WHERE last_name = ? OR anonymized_at IS NOT NULL ORDER BY id',
        [marker],
        database,
      ),
      messages: await querySql('SELECT * FROM contact_messages ORDER BY id', [], database),
    });
    const before = await snapshot();
    expect(before.appointments.length).toBeGreaterThan(0);
    await sleep(INTERVAL_MS * 5);
    expect(await snapshot()).toEqual(before);
  });
});
