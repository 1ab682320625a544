import { toCairoDate, toCairoTime } from '@clinic/domain';
import { TEST_ACCOUNTS } from '@clinic/tools/cms-test-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  createTestDoctor,
  futureDay,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsReceptionist } from './support/cms-admin';
import { executeSql, querySql } from './support/sql';
import {
  type Entry,
  type Offer,
  SETTLE,
  listSeatHolders,
  nextPhone,
  openTestDoctorDesk,
  openWaitingDesk,
  readPlaceState,
} from './support/waiting-list';

/**
 * The desk's side of the waiting list, on a doctor of the test's own: who may join and how often,
 * who may see and change the list, and the entries as the patient data they are.
 */
describe('[WAITING LIST]: the desk keeps the list within its limits, its branches and the law', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  let close = async () => {};
  const day = futureDay(8);
  const marker = uniqueSurname('Desk');
  let desk: ReturnType<typeof openWaitingDesk>;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    ({ staff, place, desk, close } = await openTestDoctorDesk(cmsUrl, {
      name: `Dr Desk ${marker}`,
      date: day.date,
      marker,
    }));
  });

  afterAll(() => close());

  it('keeps one open entry per phone and doctor, three per phone, and days from tomorrow to the horizon', async () => {
    const phone = nextPhone();
    const patient = { firstName: 'Twice', lastName: marker, phone, age: 40, contractType: 'cash' };
    expect((await desk.join('Twice', { patient })).status).toBe(201);
    const second = await desk.join('Twice', { patient, dayParts: ['evening'] });
    expect([second.status, second.body.error?.details?.errors]).toEqual([
      400,
      [expect.objectContaining({ path: ['patient', 'phone'], message: 'validation.alreadyWaitingForDoctor' })],
    ]);
    const token = await createFullAccessToken(cmsUrl);
    const others = await Promise.all(
      ['A', 'B', 'C'].map((letter) => createTestDoctor(cmsUrl, token, `Dr Other ${letter} ${marker}`)),
    );
    try {
      const answers = [];
      for (const other of others)
        answers.push((await desk.join('Twice', { patient, doctor: other.place.doctor })).status);
      expect(answers).toEqual([201, 201, 400]);
      const refused = await desk.join('Twice', { patient, doctor: others[2]?.place.doctor });
      expect(refused.body.error?.details?.errors).toEqual([
        expect.objectContaining({ path: ['patient', 'phone'], message: 'validation.tooManyWaitingEntries' }),
      ]);
      // Leaving one makes room for another.
      await desk.emptyList();
      expect((await desk.join('Twice', { patient, doctor: others[2]?.place.doctor })).status).toBe(201);
      const [count] = await querySql<{ open_entries: number | string }>(
        'SELECT open_entries FROM waiting_list_phones WHERE phone = ?',
        [`+20${phone.slice(1)}`],
      );
      expect(Number(count?.open_entries)).toBe(3);
    } finally {
      for (const other of others) {
        await desk.emptyList(other.place.doctor);
        await other.remove();
      }
    }
    const today = futureDay(0).date;
    const badDays = await desk.join('Today', { fromDate: today, toDate: futureDay(40).date, dayParts: [] });
    expect(badDays.body.error?.details?.errors).toEqual([
      expect.objectContaining({ path: ['dayParts'], message: 'validation.dayPartsRequired' }),
    ]);
    const outOfRange = await desk.join('Today', { fromDate: today, toDate: futureDay(40).date });
    expect(outOfRange.body.error?.details?.errors).toEqual([
      expect.objectContaining({ path: ['fromDate'], message: 'validation.waitingDatesOutOfRange' }),
      expect.objectContaining({ path: ['toDate'], message: 'validation.waitingDatesOutOfRange' }),
    ]);
  });

  it('shows the list to staff only, a receptionist only for their branches, and logs every opening', async () => {
    expect((await desk.list({})).status).toBe(403);
    const receptionist = await signInAsReceptionist(cmsUrl);
    const token = await createFullAccessToken(cmsUrl);
    // A doctor of the second branch, which is not the receptionist's: their list, entries and offers are unknown to her.
    const elsewhere = await createTestDoctor(cmsUrl, token, `Dr Elsewhere ${marker}`, 1);
    const other = openWaitingDesk({ cmsUrl, staff, doctor: elsewhere.place.doctor, date: day.date, marker });
    try {
      await createOneDaySchedule(cmsUrl, token, elsewhere.place, day, slotHours('09:00', '10:00', 30));
      const visit = await bookPlace(cmsUrl, elsewhere.place, day.at('09:00'));
      expect((await other.join('Elsewhere', { branch: elsewhere.place.branch })).status).toBe(201);
      expect((await other.cancelAsStaff(String(visit.body.data?.bookingNumber))).status).toBe(200);
      await expect.poll(() => other.liveOfferOf('Elsewhere'), SETTLE).not.toBeNull();
      const offer = (await other.liveOfferOf('Elsewhere')) as Offer;
      const entry = (await other.entryOf('Elsewhere')) as Entry;

      // An entry for any branch of a doctor who works at none of hers is hers no more than the others.
      expect((await other.join('Anywhere', { dayParts: ['evening'] })).status).toBe(201);
      const anywhere = (await other.entryOf('Anywhere')) as Entry;
      const asReceptionist = { headers: receptionist };
      const probes = [
        await other.list(receptionist, { doctor: elsewhere.place.doctor, branch: elsewhere.place.branch }),
        await other.send('POST', `/staff/waiting-list/offers/${offer.id}/take`, undefined, asReceptionist),
        await other.send('POST', `/staff/waiting-list/offers/${offer.id}/decline`, undefined, asReceptionist),
        await other.send('POST', `/staff/waiting-list/${entry.key}/remove`, { reason: 'probe' }, asReceptionist),
        await other.send('POST', `/staff/waiting-list/${anywhere.key}/remove`, { reason: 'probe' }, asReceptionist),
        await other.join('Probe', { branch: elsewhere.place.branch }, receptionist),
        await other.join('Probe', { branch: null }, receptionist),
        // Past the offers' integer ids: unknown, not a database error.
        await other.send('POST', '/staff/waiting-list/offers/9999999999/take'),
      ];
      expect(probes.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
      const ownView = await other.list(receptionist, { doctor: elsewhere.place.doctor });
      expect([ownView.status, ownView.body.data]).toEqual([200, []]);
      expect((await other.liveOfferOf('Elsewhere'))?.id).toBe(offer.id);
      expect((await desk.list(receptionist, { doctor: place.doctor, branch: place.branch })).status).toBe(200);

      const logged = await querySql<{ details: string }>(
        "SELECT details FROM patient_data_access_log WHERE action = 'viewWaitingList' AND details LIKE ?",
        [`%${elsewhere.place.doctor}%`],
      );
      expect(logged.length).toBeGreaterThanOrEqual(2);
      expect((await desk.list(staff, { doctor: 'not a document id' })).status).toBe(400);
    } finally {
      await other.emptyList();
      await elsewhere.remove();
    }
  });

  it('logs a list kept open once: the same member reading it again within ten minutes adds no entry', async () => {
    const opened = JSON.stringify({ doctor: place.doctor, branch: place.branch });
    const countOpenings = async () => {
      const [row] = await querySql<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM patient_data_access_log
           WHERE action = 'viewWaitingList' AND details = ? AND actor_email = ?`,
        [opened, TEST_ACCOUNTS.staff.email],
      );
      return Number(row?.n);
    };
    const before = await countOpenings();
    // A desk's page reads its list again every few seconds while it stays open.
    for (let read = 0; read < 3; read += 1) {
      expect((await desk.list(staff, { doctor: place.doctor, branch: place.branch })).status).toBe(200);
    }
    expect(await countOpenings()).toBe(before === 0 ? 1 : before);
  });

  it('puts an entry in the person’s file, and erases it with them', async () => {
    const phone = nextPhone();
    const email = `waiting-${marker.toLowerCase()}@example.com`;
    const patient = { firstName: 'Erased', lastName: marker, phone, email, age: 51, contractType: 'cash' };
    expect((await desk.join('Erased', { patient })).status).toBe(201);
    const key = (await desk.entryOf('Erased'))?.key;
    const found = await desk.send<{ waitingEntries: { doctorName: string; phone: string; state: string }[] }>(
      'GET',
      `/staff/patient-data?${new URLSearchParams({ email: email.toUpperCase() })}`,
    );
    expect(found.body.data?.waitingEntries).toEqual([
      expect.objectContaining({ doctorName: `Dr Desk ${marker}`, phone: `+20${phone.slice(1)}`, state: 'open' }),
    ]);
    const erased = await desk.send('POST', '/staff/patient-data/erase', { phone, confirmed: true });
    expect([erased.status, erased.body.data]).toEqual([
      200,
      { appointments: 0, contactMessages: 0, waitingEntries: 1 },
    ]);
    const [row] = await querySql<Record<string, unknown>>(
      'SELECT first_name, last_name, phone, email, age, state, anonymized_at_ms FROM waiting_list_entries WHERE entry_key = ?',
      [key],
    );
    expect(row).toEqual(
      expect.objectContaining({ first_name: 'Anonymized', last_name: '', phone: '', email: null, age: null }),
    );
    expect([row?.state, row?.anonymized_at_ms === null]).toEqual(['removed', false]);
    expect(await desk.entryOf('Erased')).toBeUndefined();
    const again = await desk.send<{ waitingEntries: unknown[] }>(
      'GET',
      `/staff/patient-data?${new URLSearchParams({ phone })}`,
    );
    expect(again.body.data?.waitingEntries).toEqual([]);
  });

  it('closes an entry after its last day, and offers no place inside the booking lead time', async () => {
    /** Moves an entry's days to the one day `date`, which joining refuses: yesterday, or today. */
    const waitOnlyOn = (firstName: string, date: string) =>
      executeSql('UPDATE waiting_list_entries SET from_date = ?, to_date = ? WHERE last_name = ? AND first_name = ?', [
        date,
        date,
        marker,
        firstName,
      ]);
    // An entry whose last day was yesterday closes as ended at the job's next pass.
    expect((await desk.join('Past its days')).status).toBe(201);
    await waitOnlyOn('Past its days', futureDay(-1).date);
    await expect.poll(async () => (await desk.entryOf('Past its days'))?.state, SETTLE).toBe('ended');

    // A visit of today starting in 20 to 25 minutes, inside the hour of lead time: the desk books and
    // cancels it, and the entry waiting for today is not offered it.
    const fiveMinutes = 5 * 60_000;
    const start = new Date(Math.ceil((Date.now() + 20 * 60_000) / fiveMinutes) * fiveMinutes);
    const [startTime, endTime] = [toCairoTime(start), toCairoTime(new Date(start.getTime() + 30 * 60_000))];
    if (toCairoDate(start) !== futureDay(0).date || endTime < startTime) return;
    const today = futureDay(0);
    const token = await createFullAccessToken(cmsUrl);
    await createOneDaySchedule(cmsUrl, token, place, today, {
      startTime,
      endTime,
      mode: 'slots',
      slotMinutes: 30,
      capacity: 1,
    });
    const booked = await desk.send<{ bookingNumber: string }>('POST', '/staff/appointments', {
      doctor: place.doctor,
      branch: place.branch,
      start: today.at(startTime),
      source: 'phone',
      locale: 'en',
      patient: { firstName: 'Soon', lastName: marker, phone: nextPhone(), age: 30, contractType: 'cash' },
      consent: { givenVerbally: true, policyVersion: '2026-12-02' },
    });
    expect(booked.status).toBe(201);
    expect((await desk.join('Waits today', { dayParts: ['morning', 'afternoon', 'evening'] })).status).toBe(201);
    await waitOnlyOn('Waits today', today.date);
    const documentId = await desk.documentIdOf(String(booked.body.data?.bookingNumber));
    const cancelled = await desk.send('POST', `/staff/appointments/${documentId}/status`, {
      from: 'confirmed',
      to: 'canceled',
      reason: { category: 'patientRequest' },
    });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => readPlaceState(place.doctor, today.at(startTime)), SETTLE).toBe('done');
    expect((await desk.entryOf('Waits today'))?.offers).toEqual([]);
  });

  it('withdraws an offer whose place the hours no longer offer, rather than book it', async () => {
    const token = await createFullAccessToken(cmsUrl);
    const later = futureDay(9);
    const schedule = await createOneDaySchedule(cmsUrl, token, place, later, slotHours('09:00', '09:30', 30));
    const waiting = openWaitingDesk({ cmsUrl, staff, doctor: place.doctor, date: later.date, marker });
    const visit = await bookPlace(cmsUrl, place, later.at('09:00'));
    const offer = await waiting.cancelFor(String(visit.body.data?.bookingNumber), ['Closed out']);
    // An editor removes the day's hours while the place is held.
    const removed = await fetch(`${cmsUrl}/api/doctor-schedules/${schedule}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    const taken = await waiting.send('POST', `/staff/waiting-list/offers/${offer.id}/take`);
    expect([taken.status, taken.body.error?.details?.current]).toEqual([409, 'withdrawn']);
    const entry = await waiting.entryOf('Closed out');
    expect([entry?.state, entry?.offers.map((answer) => answer.state)]).toEqual(['open', ['withdrawn']]);
    expect(await listSeatHolders(place.doctor, later.at('09:00'))).toEqual([]);
  });
});
