import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TWO_CMS_HOOK_TIMEOUT_MS, startTestCms } from '@clinic/tools/cms-test-server';
import {
  type Place,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  createTestDoctor,
  futureDay,
  postBookingsTogether,
  uniqueSurname,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { executeSql, querySql, toSqlDateTime } from './support/sql';

const PATIENTS = 100;

/**
 * Two desks on two CMS processes on one PostgreSQL database check in one first-come session's
 * patients at once: only the database can keep the session's numbers apart.
 */
describe.runIf(inject('database').client === 'postgres')('[WAITING ROOM]: two desks, two CMS processes', () => {
  let targets: string[];
  let staff: Record<string, string>;
  let place: Place;
  let stopSecondCms: () => Promise<void>;
  let removeDoctor: () => Promise<Response>;
  let visits: string[];
  const marker = uniqueSurname('Queue');
  const day = futureDay(12);

  /** Sends `action` for each visit at once, alternating between the processes: each answer's number, or its status. */
  const sendTogether = (documentIds: string[], action: 'checkIn' | 'takeBack') =>
    Promise.all(
      documentIds.map(async (documentId, index) => {
        const response = await fetch(`${targets[index % 2]}/api/staff/appointments/${documentId}/arrival`, {
          method: 'POST',
          headers: { ...staff, 'content-type': 'application/json' },
          body: JSON.stringify({ data: { action } }),
        });
        const { data } = (await response.json()) as { data?: { queueNumber: number } | null };
        return response.status === 200 ? (data?.queueNumber ?? null) : `status ${response.status}`;
      }),
    );

  beforeAll(async () => {
    const cmsUrl = inject('cmsUrl');
    const second = await startTestCms({ env: { DATABASE_URL: inject('database').url ?? '' } });
    targets = [cmsUrl, second.url];
    stopSecondCms = second.stop;
    staff = await signInAsStaff(cmsUrl);
    const token = await createFullAccessToken(cmsUrl);
    ({ place, remove: removeDoctor } = await createTestDoctor(cmsUrl, token, `Dr Queue ${marker}`));
    await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('05:00', '08:00', PATIENTS));
    const forms = Array.from({ length: PATIENTS }, () => ({
      form: buildBookingForm(bookingData(place, day.at('05:00'))),
    }));
    expect(new Set((await postBookingsTogether(targets, forms)).map((answer) => answer.status))).toEqual(
      new Set([201]),
    );
    const rows = await querySql<{ document_id: string }>(
      'SELECT document_id FROM appointments WHERE doctor_document_id = ? ORDER BY id',
      [place.doctor],
    );
    visits = rows.map((row) => row.document_id);
    // The session is today: check-in takes visits on their day only.
    await executeSql('UPDATE appointments SET starts_at = ? WHERE doctor_document_id = ?', [
      toSqlDateTime(new Date()),
      place.doctor,
    ]);
  }, TWO_CMS_HOOK_TIMEOUT_MS);

  afterAll(() => removeDoctor().then(stopSecondCms));

  it(`gives ${PATIENTS} patients checked in at once ${PATIENTS} numbers, and never gives a number taken back again`, async () => {
    expect(visits).toHaveLength(PATIENTS);
    const numbers = await sendTogether(visits, 'checkIn');
    expect([...numbers].sort((first, second) => Number(first) - Number(second))).toEqual(
      Array.from({ length: PATIENTS }, (_, index) => index + 1),
    );

    // Three mistakes taken back at once, and the three patients checked in again: new numbers, after the last.
    const mistaken = visits.slice(0, 3);
    expect(await sendTogether(mistaken, 'takeBack')).toEqual([null, null, null]);
    const again = await sendTogether(mistaken, 'checkIn');
    expect([...again].sort()).toEqual([PATIENTS + 1, PATIENTS + 2, PATIENTS + 3]);
    const [standing] = await querySql<{ n: number | string; distinct_numbers: number | string }>(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT queue_number) AS distinct_numbers FROM visit_arrivals WHERE doctor_document_id = ? AND taken_back_at_ms IS NULL',
      [place.doctor],
    );
    expect([Number(standing?.n), Number(standing?.distinct_numbers)]).toEqual([PATIENTS, PATIENTS]);
  });
});
