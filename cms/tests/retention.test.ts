import { existsSync } from 'node:fs';
import { RETENTION_DEFAULTS } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import {
  DAY_MS,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { contactMessage, postContactMessage } from './support/contact';
import { RETENTION_INTERVAL_MS, expectAnonymized, openRetentionDesk } from './support/retention';
import { type TestDatabase, databaseOf, executeSql, querySql, toSqlDateTime } from './support/sql';
import { waitFor } from './support/wait';
import { openWaitingDesk } from './support/waiting-list';

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
  let desk: ReturnType<typeof openRetentionDesk>;
  const marker = uniqueSurname('Retention');
  const day = futureDay(12);

  beforeAll(async () => {
    cms = await startTestCms({ env: { RETENTION_INTERVAL_MS: String(RETENTION_INTERVAL_MS) } });
    database = databaseOf(cms);
    const place = await findSeededPlace(cms.url, 2);
    await createOneDaySchedule(
      cms.url,
      await createFullAccessToken(cms.url),
      place,
      day,
      sessionHours('05:00', '07:00', 12),
    );
    staff = await signInAsStaff(cms.url);
    desk = openRetentionDesk({ cms, database, staff, place, start: day.at('05:00'), marker });
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
    expect(english).toContain(`${RETENTION_DEFAULTS.waitingListDays} days after your place on a waiting list ends`);
    const arabic = await policyText('ar');
    expect(arabic).toContain(`بعد ${RETENTION_DEFAULTS.cardImageDays} يومًا من إتمام الموعد`);
    expect(arabic).toContain(`بعد ${anonymizeAr} من تاريخ الموعد`);
    expect(arabic).toContain(`بعد ${messagesAr} من استلامها`);
    expect(arabic).toContain(`بعد ${RETENTION_DEFAULTS.messageBodyDays} يومًا من توصيلها`);
    expect(arabic).toContain(`فتحوا حجزك بعد ${accessLogAr} من كل مرة`);
    expect(arabic).toContain(`بعد ${RETENTION_DEFAULTS.waitingListDays} يومًا من انتهاء مكانك في قائمة الانتظار`);
  });

  it('records when an appointment closed, in the status change itself', async () => {
    const { book, backdate, changeStatus, findRow } = desk;
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
    const { book, backdate, changeStatus, findRow, cardPaths } = desk;
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
    await sleep(RETENTION_INTERVAL_MS * 4);
    for (const row of [recent, pending]) {
      const now = await findRow(row.booking_number);
      expect([now.card_front_file, now.card_back_file]).toEqual([row.card_front_file, row.card_back_file]);
      for (const file of cardPaths(row)) expect(existsSync(file)).toBe(true);
    }
  });

  it('anonymizes appointments whose visit is older than the period, and leaves recent ones as they were', async () => {
    const { book, backdate, changeStatus, findRow } = desk;
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
    for (const row of [dropped, recent]) await desk.addDoctorNote(row, `Diabetic, ${marker}`);
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
    const notes = await desk.historyNotesOf(dropped.booking_number);
    expect(notes.length).toBeGreaterThan(1);
    expect(notes.map((row) => row.note)).toEqual(notes.map(() => null));
    expect(await desk.staffNotesOf(dropped.booking_number)).toEqual([]);
    expect(await desk.staffNotesOf(recent.booking_number)).toEqual([{ text: `Diabetic, ${marker}` }]);
    // The messages to the patient keep their kind and state, never their words or address.
    for (const row of [old, stale, dropped]) {
      const messages = await desk.messagesOf(row.document_id);
      expect(messages.length).toBeGreaterThan(0);
      expect(
        messages.map(({ recipient, subject, body_text, body_html }) => [recipient, subject, body_text, body_html]),
      ).toEqual(messages.map(() => ['', null, null, null]));
    }
    // A recent visit's messages keep where they went: its email, and its mobile for the SMS.
    const recentRecipients = (await desk.messagesOf(recent.document_id)).map((message) => message.recipient);
    expect(recentRecipients).toContain(recent.email);
    expect(recentRecipients).not.toContain('');

    for (const original of [old, stale, dropped]) {
      expectAnonymized(await findRow(original.booking_number), original, marker);
    }
    expect((await findRow(old.booking_number)).status).toBe('done');
    expect((await findRow(stale.booking_number)).status).toBe('pending');
    for (const file of desk.cardPaths(old)) expect(existsSync(file)).toBe(false);

    // Staff can still open it; the patient's details are gone there too.
    const detail = await fetch(`${cms.url}/api/staff/appointments/${old.document_id}`, { headers: staff });
    expect(detail.status).toBe(200);
    const { data } = (await detail.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ firstName: 'Anonymized', email: 'anonymized@example.invalid', notes: null });
    expect(data.cards).toEqual({ front: false, back: false });

    await sleep(RETENTION_INTERVAL_MS * 4);
    expect(await findRow(recent.booking_number)).toEqual(recentBefore);
  });

  it('deletes the words of a message to a patient delivered longer ago than its period, and keeps its state', async () => {
    const due = await desk.book('Salma', '01011112229', 'cash');
    const kept = await desk.book('Rana', '01011112230', 'cash');
    const sentOf = async (documentId: string) =>
      querySql<{ state: string; recipient: string; body_text: string | null }>(
        // The email first: it is written before the WhatsApp message.
        'SELECT state, recipient, body_text FROM patient_messages WHERE appointment_document_id = ? ORDER BY id',
        [documentId],
        database,
      );
    // Each booking's email sent, and its WhatsApp message reported read (the capture's last status).
    const isAllSent = async (documentId: string) =>
      (await sentOf(documentId)).map((row) => row.state).join() === 'sent,read';
    for (const row of [due, kept]) expect(await waitFor(() => isAllSent(row.document_id))).toBe(true);
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
    const scrubbed = { recipient: '', body_text: null };
    expect(await sentOf(due.document_id)).toEqual([
      { state: 'sent', ...scrubbed },
      { state: 'read', ...scrubbed },
    ]);
    expect((await sentOf(kept.document_id))[0]?.body_text).toContain('Rana');
  });

  it('deletes access log entries older than their period and keeps the others', async () => {
    const row = await desk.book('Lamis', '01001110097', 'cash');
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
    await sleep(RETENTION_INTERVAL_MS * 2);
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
    await sleep(RETENTION_INTERVAL_MS * 2);
    expect(await countBySubject(newMessage.subject)).toBe(1);
  });

  it('anonymizes waiting-list entries a month after they end, and leaves open and recent ones', async () => {
    // The day after the desk's visits: no cancellation of theirs suits these entries.
    const doctor = (await findSeededPlace(cms.url, 2)).doctor;
    const waiting = openWaitingDesk({ cmsUrl: cms.url, staff, doctor, date: futureDay(13).date, marker });
    for (const name of ['Ended long ago', 'Ended lately', 'Still waiting']) await waiting.join(name);
    for (const name of ['Ended long ago', 'Ended lately']) expect((await waiting.remove(name)).status).toBe(204);
    const periodAgo = Date.now() - (RETENTION_DEFAULTS.waitingListDays * DAY_MS + 60_000);
    const backdate = 'UPDATE waiting_list_entries SET closed_at_ms = ? WHERE last_name = ? AND first_name = ?';
    await executeSql(backdate, [periodAgo, marker, 'Ended long ago'], database);
    // The list leaves anonymized entries out.
    const namesLeft = async () => (await waiting.list()).body.data?.map((entry) => entry.patient.firstName);
    expect(await waitFor(async () => (await namesLeft())?.length === 2)).toBe(true);
    expect(await namesLeft()).toEqual(['Still waiting', 'Ended lately']);
    await waiting.emptyList();
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
    await sleep(RETENTION_INTERVAL_MS * 5);
    expect(await snapshot()).toEqual(before);
  });
});
