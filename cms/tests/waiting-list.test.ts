import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  createTestDoctor,
  futureDay,
  uniqueSurname,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { readOpenings } from './support/openings';
import { executeSql, querySql } from './support/sql';
import { type Offer, SETTLE, listSeatHolders, openWaitingDesk } from './support/waiting-list';

/**
 * The waiting list, on a doctor of the test's own (nobody else cancels their visits): who is offered a
 * freed place and in what order, how the hold keeps it from everyone else, and what the desk can do.
 */
describe('[WAITING LIST]: freed places go to waiting patients in order, held from everyone else', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  let removeDoctor = async () => new Response();
  // Half-hour appointments of one place from 09:00 to 13:00 and from 18:00 to 19:00, and a walk-in
  // session of three from 20:00.
  const day = futureDay(8);
  const marker = uniqueSurname('Waiting');
  let desk: ReturnType<typeof openWaitingDesk>;

  const book = async (time: string) => {
    const response = await bookPlace(cmsUrl, place, day.at(time), {
      overrides: {
        patient: {
          firstName: 'Booked',
          lastName: marker,
          phone: '01001234567',
          email: 'waiting@example.com',
          age: 30,
          contractType: 'cash',
        },
      },
    });
    expect([response.status, response.body.error]).toEqual([201, undefined]);
    return response.body.data as { bookingNumber: string; manageToken: string };
  };
  const openStarts = async () =>
    (await readOpenings(cmsUrl, place, day.date)).flatMap((entry) =>
      entry.openings.filter((opening) => opening.status === 'open').map((opening) => Date.parse(opening.start)),
    );

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    const token = await createFullAccessToken(cmsUrl);
    const doctor = await createTestDoctor(cmsUrl, token, `Dr Waiting ${marker}`);
    place = doctor.place;
    removeDoctor = doctor.remove;
    desk = openWaitingDesk({ cmsUrl, staff, doctor: place.doctor, date: day.date, marker });
    for (const hours of [
      { startTime: '09:00', endTime: '13:00' },
      { startTime: '18:00', endTime: '19:00' },
    ]) {
      await createOneDaySchedule(cmsUrl, token, place, day, { ...hours, mode: 'slots', slotMinutes: 30, capacity: 1 });
    }
    await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('20:00', '21:00', 3));
  });

  afterAll(async () => {
    await desk.emptyList();
    await removeDoctor();
  });

  it('offers a place freed by staff to the first entry it suits, in order of joining, and holds it from everyone', async () => {
    const { bookingNumber } = await book('09:00');
    expect((await desk.join('Evening only', { dayParts: ['evening'] })).status).toBe(201);
    expect((await desk.join('First suited')).status).toBe(201);
    expect((await desk.join('Second suited')).status).toBe(201);

    expect((await desk.cancelAsStaff(bookingNumber)).status).toBe(200);
    await expect.poll(() => desk.liveOfferOf('First suited'), SETTLE).not.toBeNull();
    const offer = (await desk.liveOfferOf('First suited')) as Offer;
    expect(Date.parse(offer.start)).toBe(Date.parse(day.at('09:00')));
    expect(Date.parse(offer.holdUntil) - Date.now()).toBeGreaterThan(15 * 60_000);
    expect([await desk.liveOfferOf('Evening only'), await desk.liveOfferOf('Second suited')]).toEqual([null, null]);

    // Held: not offered to the public, and a booking for it is refused with the next free times.
    expect(await openStarts()).not.toContain(Date.parse(day.at('09:00')));
    const refused = await bookPlace(cmsUrl, place, day.at('09:00'));
    expect([refused.status, refused.body.error?.details?.code]).toEqual([409, 'SLOT_FULL']);
    const [seats] = await querySql<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM booking_seats WHERE booking_number = ?',
      [`HOLD-${offer.id}`],
    );
    expect(Number(seats?.n)).toBe(1);

    // The caller says yes on the phone: the held seat becomes their confirmed visit, and the entry closes.
    const taken = await desk.send<{ bookingNumber: string; documentId: string }>(
      'POST',
      `/staff/waiting-list/offers/${offer.id}/take`,
    );
    expect(taken.status).toBe(201);
    const takenNumber = String(taken.body.data?.bookingNumber);
    const booked = await desk.send<{ status: string; firstName: string; source: string }[]>(
      'GET',
      `/staff/appointments?${new URLSearchParams({ q: takenNumber })}`,
    );
    expect(booked.body.data?.map((row) => [row.status, row.firstName])).toEqual([['confirmed', 'First suited']]);
    const entry = await desk.entryOf('First suited');
    // The list links the offer to the visit it became.
    expect([
      entry?.state,
      entry?.offers.map((answer) => [answer.state, answer.bookingNumber, answer.appointmentId]),
    ]).toEqual(['booked', [['taken', takenNumber, taken.body.data?.documentId]]]);
    const [rows] = await querySql<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM booking_seats WHERE starts_at_ms = ? AND doctor_document_id = ?',
      [Date.parse(day.at('09:00')), place.doctor],
    );
    expect(Number(rows?.n)).toBe(1);
    // Taking it twice is refused, saying it was taken.
    const again = await desk.send('POST', `/staff/waiting-list/offers/${offer.id}/take`);
    expect([again.status, again.body.error?.details?.current]).toEqual([409, 'taken']);
    await desk.emptyList();
  });

  it('passes a declined or expired offer at once to the next entry, and frees the place after the last', async () => {
    const { bookingNumber } = await book('09:30');
    for (const name of ['Decliner', 'Too slow', 'Last']) expect((await desk.join(name)).status).toBe(201);
    expect((await desk.cancelAsStaff(bookingNumber)).status).toBe(200);
    await expect.poll(() => desk.liveOfferOf('Decliner'), SETTLE).not.toBeNull();

    const declined = await desk.send(
      'POST',
      `/staff/waiting-list/offers/${(await desk.liveOfferOf('Decliner'))?.id}/decline`,
    );
    expect(declined.status).toBe(204);
    await expect.poll(() => desk.liveOfferOf('Too slow'), SETTLE).not.toBeNull();

    // Its hold runs out: the job ends it and the place goes to the next entry.
    const slow = (await desk.liveOfferOf('Too slow')) as Offer;
    await executeSql('UPDATE waiting_list_offers SET expires_at_ms = ? WHERE id = ?', [Date.now() - 1000, slow.id]);
    await expect.poll(() => desk.liveOfferOf('Last'), SETTLE).not.toBeNull();
    expect((await desk.entryOf('Too slow'))?.offers.map((offer) => offer.state)).toEqual(['expired']);
    const late = await desk.send('POST', `/staff/waiting-list/offers/${slow.id}/take`);
    expect([late.status, late.body.error?.details?.current]).toEqual([409, 'expired']);

    // The desk takes the last one off the list: the offer is withdrawn and, with nobody left, the place is everyone's.
    expect((await desk.remove('Last', 'Found another clinic')).status).toBe(204);
    expect((await desk.entryOf('Last'))?.offers.map((offer) => offer.state)).toEqual(['withdrawn']);
    await expect.poll(openStarts, SETTLE).toContain(Date.parse(day.at('09:30')));
    expect((await desk.entryOf('Decliner'))?.state).toBe('open');
    await desk.emptyList();
  });

  it('offers a place freed by the patient’s own cancellation and one left by a move, once each', async () => {
    const ownCancel = await book('10:00');
    const moving = await book('10:30');
    expect((await desk.join('Waits for two', { dayParts: ['morning', 'evening'] })).status).toBe(201);
    expect((await desk.join('Waits too')).status).toBe(201);

    const cancelled = await desk.send('POST', '/manage-booking/cancel', {
      token: ownCancel.manageToken,
      phoneDigits: '4567',
    });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => desk.liveOfferOf('Waits for two'), SETTLE).not.toBeNull();

    const moved = await desk.send(
      'POST',
      `/staff/appointments/${await desk.documentIdOf(moving.bookingNumber)}/reschedule`,
      {
        from: day.at('10:30'),
        start: day.at('18:00'),
      },
    );
    expect(moved.status).toBe(200);
    // One live offer per entry: the second place goes to the next entry, not to the first again.
    await expect.poll(() => desk.liveOfferOf('Waits too'), SETTLE).not.toBeNull();
    expect(Date.parse(String((await desk.liveOfferOf('Waits too'))?.start))).toBe(Date.parse(day.at('10:30')));
    expect(Date.parse(String((await desk.liveOfferOf('Waits for two'))?.start))).toBe(Date.parse(day.at('10:00')));
    const [offers] = await querySql<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM waiting_list_offers o JOIN waiting_list_entries e ON e.id = o.entry_id
       WHERE e.last_name = ? AND e.first_name IN ('Waits for two', 'Waits too')`,
      [marker],
    );
    expect(Number(offers?.n)).toBe(2);
    await desk.emptyList();
    await expect.poll(openStarts, SETTLE).toEqual(expect.arrayContaining([Date.parse(day.at('10:00'))]));
  });

  it('takes the place back from the waiting list when staff take back a mistaken cancellation', async () => {
    const { bookingNumber } = await book('11:00');
    await desk.cancelFor(bookingNumber, ['Offered by mistake']);
    expect((await desk.undoCancellation(bookingNumber)).status).toBe(200);
    const entry = await desk.entryOf('Offered by mistake');
    expect([entry?.state, entry?.offers.map((offer) => offer.state)]).toEqual(['open', ['withdrawn']]);
    expect(await listSeatHolders(place.doctor, day.at('11:00'))).toEqual([bookingNumber]);
    await desk.emptyList();
  });

  it('keeps the offer when a cancellation in a session with seats to spare is taken back', async () => {
    const { bookingNumber } = await book('20:00');
    await desk.cancelFor(bookingNumber, ['Session seat'], { dayParts: ['evening'] });
    expect((await desk.undoCancellation(bookingNumber)).status).toBe(200);
    const offer = await desk.liveOfferOf('Session seat');
    expect(offer?.state).toBe('live');
    expect(await listSeatHolders(place.doctor, day.at('20:00'))).toEqual([bookingNumber, `HOLD-${offer?.id}`].sort());
    await desk.emptyList();
  });
});
