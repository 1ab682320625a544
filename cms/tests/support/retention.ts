import path from 'node:path';
import { expect } from 'vitest';
import type { TestCms } from '@clinic/tools/cms-test-server';
import { DAY_MS, type Place, bookPlace } from './booking';
import { makePng } from './images';
import { type TestDatabase, executeSql, querySql, toSqlDateTime } from './sql';

// The retention test's desk: it books visits in one session, changes their status as staff would, and
// reads and backdates what the database holds. The CMS's clock cannot be frozen from a test, so the
// data moves instead: when an appointment closed, when its visit took place, past a period or inside it.

/** How often the retention test's CMS runs its job. */
export const RETENTION_INTERVAL_MS = 300;

/** An appointment's row as the database holds it. */
export type StoredAppointment = Record<string, unknown> & {
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

type RetentionDeskSetting = {
  cms: Pick<TestCms, 'url' | 'privateUploadsDir'>;
  database: TestDatabase;
  staff: Record<string, string>;
  place: Place;
  start: string;
  /** The last name of every patient the test books, to find them again. */
  marker: string;
};

/** What the database holds of the test's visits: each one's row, messages and what staff wrote. */
const readRetentionRecords = (database: TestDatabase) => ({
  findRow: async (bookingNumber: string) => {
    const [row] = await querySql<StoredAppointment>(
      'SELECT * FROM appointments WHERE booking_number = ?',
      [bookingNumber],
      database,
    );
    if (!row) throw new Error(`No appointment ${bookingNumber}`);
    return row;
  },
  messagesOf: (documentId: string) =>
    querySql<{ recipient: string; subject: string | null; body_text: string | null; body_html: string | null }>(
      'SELECT recipient, subject, body_text, body_html FROM patient_messages WHERE appointment_document_id = ? ORDER BY id',
      [documentId],
      database,
    ),
  /** What staff wrote in a visit's history (its status changes' notes). */
  historyNotesOf: (bookingNumber: string) =>
    querySql<{ note: string | null }>(
      `SELECT e.note AS note FROM appointment_events e
       JOIN appointments a ON a.document_id = e.appointment_document_id WHERE a.booking_number = ?`,
      [bookingNumber],
      database,
    ),
  /** Staff's notes on a visit. */
  staffNotesOf: (bookingNumber: string) =>
    querySql<{ text: string }>(
      `SELECT n.text AS text FROM appointment_notes n
       JOIN appointments a ON a.document_id = n.appointment_document_id WHERE a.booking_number = ?`,
      [bookingNumber],
      database,
    ),
});

export const openRetentionDesk = ({ cms, database, staff, place, start, marker }: RetentionDeskSetting) => {
  const records = readRetentionRecords(database);
  const card = async () => ({ bytes: await makePng(), name: 'card.png', type: 'image/png' });

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
    return records.findRow(String(response.body.data?.bookingNumber));
  };

  const staffPost = (row: StoredAppointment, route: string, data: object) =>
    fetch(`${cms.url}/api/staff/appointments/${row.document_id}/${route}`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });

  const changeStatus = async (
    row: StoredAppointment,
    from: string,
    to: string,
    reason: { category: string; note?: string } = { category: 'patientRequest' },
  ) => {
    const response = await staffPost(row, 'status', { from, to, ...(to === 'canceled' ? { reason } : {}) });
    expect(response.status).toBe(200);
  };

  /** A note for the doctor about the patient, as staff write one. */
  const addDoctorNote = async (row: StoredAppointment, text: string) => {
    expect((await staffPost(row, 'notes', { text, isForDoctor: true })).status).toBe(201);
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

  const cardPaths = (row: StoredAppointment) =>
    [row.card_front_file, row.card_back_file].map((name) => path.join(cms.privateUploadsDir, String(name)));

  return { ...records, book, changeStatus, addDoctorNote, backdate, cardPaths };
};

/**
 * `row`, anonymized from `original`: no word of the patient's left in it, placeholders where they
 * were, and what the clinic's figures need kept.
 */
export const expectAnonymized = (row: StoredAppointment, original: StoredAppointment, marker: string) => {
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
};
