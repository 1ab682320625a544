import type { TManagedBookingAnswer, TWaitingLinkView } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookPlace, createOneDaySchedule, futureDay, uniqueSurname, slotHours } from './support/booking';
import { readSms } from './support/mail';
import { sendJson } from './support/requests';
import { querySql } from './support/sql';
import {
  SETTLE,
  listSeatHolders,
  nextPhone,
  type openWaitingDesk,
  openTestDoctorDesk,
  readPlaceState,
} from './support/waiting-list';

type Answer<Data> = { data?: Data; error?: { status: number; details?: Record<string, unknown> } };

/**
 * "Earlier than my booking": from the manage page, a patient waits for an earlier time with their
 * doctor; an earlier place freed is offered to them, and taking it moves their booking, whose old place
 * is offered in turn. A later place is not theirs, and a booking that changed waits no more.
 */
describe('[WAITING LIST]: a booking’s patient waits for an earlier time, and taking it moves the booking', () => {
  let cmsUrl: string;
  let place: Place;
  let desk: ReturnType<typeof openWaitingDesk>;
  let close = async () => {};
  let adminToken: string;
  const day = futureDay(11);
  const marker = uniqueSurname('Earlier');

  const manage = (action: string, data: Record<string, unknown>) =>
    sendJson<Answer<TManagedBookingAnswer>>('POST', `${cmsUrl}/api/manage-booking/${action}`, {}, data);
  /** A booking of the day's `time` for `firstName` (SMS to a new mobile): its number, token, mobile and digits. */
  const book = async (firstName: string, time: string) => {
    const phone = nextPhone();
    const patient = { firstName, lastName: marker, phone, phoneChannel: 'sms', age: 50, contractType: 'cash' };
    const booked = await bookPlace(cmsUrl, place, day.at(time), { overrides: { patient } });
    expect(booked.status).toBe(201);
    const data = booked.body.data as { bookingNumber: string; manageToken: string };
    return { ...data, mobile: `+20${phone.slice(1)}`, phoneDigits: phone.slice(-4) };
  };
  const startOf = async (bookingNumber: string) =>
    (
      await querySql<{ starts_at: string | number }>('SELECT starts_at FROM appointments WHERE booking_number = ?', [
        bookingNumber,
      ])
    ).map((row) =>
      new Date(
        typeof row.starts_at === 'string' && !/^\d+$/.test(row.starts_at) ? row.starts_at : Number(row.starts_at),
      ).toISOString(),
    );

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    ({
      place,
      desk,
      close,
      token: adminToken,
    } = await openTestDoctorDesk(cmsUrl, {
      name: `Dr Earlier ${marker}`,
      date: day.date,
      marker,
    }));
    await createOneDaySchedule(cmsUrl, adminToken, place, day, slotHours('09:00', '12:00', 30));
  });

  afterAll(() => close());

  it('asks the phone’s digits, offers only an earlier place, and taking it moves the booking and offers its old place on', async () => {
    const waiting = await book('Waiter', '11:00');
    const opened = await manage('open', { token: waiting.manageToken });
    expect(opened.body.data?.earlier).toEqual({ canWait: true, waiting: null });
    const wrong = await manage('wait-earlier', {
      token: waiting.manageToken,
      phoneDigits: '0000',
      dayParts: ['morning'],
    });
    expect([wrong.status, wrong.body.error?.details?.triesLeft]).toEqual([400, 4]);
    const joined = await manage('wait-earlier', {
      token: waiting.manageToken,
      phoneDigits: waiting.phoneDigits,
      dayParts: ['morning'],
    });
    expect(joined.body.data?.earlier).toEqual({ canWait: false, waiting: { dayParts: ['morning'] } });
    // A caller waits for the same morning, after them.
    const later = await desk.join('Later');
    expect([later.status, later.body.error]).toEqual([201, undefined]);

    // A later place frees up: not theirs.
    const late = await book('Late', '11:30');
    expect((await desk.cancelAsStaff(late.bookingNumber)).status).toBe(200);
    await expect.poll(() => desk.liveOfferOf('Later'), SETTLE).not.toBeNull();
    expect(await desk.liveOfferOf('Waiter')).toBeNull();
    await desk.remove('Later');
    // Nobody else waits for it then: it is freed for everyone before the next caller joins (a pass that
    // came after the join would offer it to them, rightly, and their offer would be this place).
    await expect.poll(() => readPlaceState(place.doctor, day.at('11:30')), SETTLE).toBe('done');

    // An earlier one does.
    const early = await book('Early', '09:00');
    expect((await desk.join('Next')).status).toBe(201);
    expect((await desk.cancelAsStaff(early.bookingNumber)).status).toBe(200);
    await expect.poll(() => desk.liveOfferOf('Waiter'), SETTLE).not.toBeNull();
    await expect.poll(async () => (await readSms(waiting.mobile))[0]?.text ?? '', SETTLE).toMatch(/\/w\//);
    const linkToken = String((await readSms(waiting.mobile))[0]?.text.match(/\/w\/([A-Za-z0-9_-]{43})$/)?.[1]);
    const view = await sendJson<Answer<TWaitingLinkView>>(
      'POST',
      `${cmsUrl}/api/waiting-list/link`,
      {},
      { token: linkToken },
    );
    const taken = await sendJson<Answer<TWaitingLinkView>>(
      'POST',
      `${cmsUrl}/api/waiting-list/link/take`,
      {},
      {
        token: linkToken,
        offer: String(view.body.data?.offer?.id),
      },
    );
    expect([taken.status, taken.body.data?.offer?.bookingNumber]).toEqual([200, waiting.bookingNumber]);

    // One visit, moved to 09:00; its old place is offered to the next patient waiting.
    expect(await startOf(waiting.bookingNumber)).toEqual([new Date(day.at('09:00')).toISOString()]);
    expect(await listSeatHolders(place.doctor, day.at('09:00'))).toEqual([waiting.bookingNumber]);
    await expect.poll(async () => (await desk.liveOfferOf('Next'))?.start, SETTLE).toBe(day.at('11:00'));
    await expect
      .poll(async () => (await readSms(waiting.mobile))[0]?.text ?? '', SETTLE)
      .toContain(waiting.bookingNumber);
    const after = await manage('open', { token: waiting.manageToken });
    expect([after.body.data?.booking.start, after.body.data?.earlier.waiting]).toEqual([day.at('09:00'), null]);
    await desk.remove('Next');
  });

  it('waits no more once the booking is cancelled, and stops waiting when the patient says so', async () => {
    const cancelled = await book('Cancelled', '10:30');
    await manage('wait-earlier', {
      token: cancelled.manageToken,
      phoneDigits: cancelled.phoneDigits,
      dayParts: ['morning'],
    });
    expect((await desk.entryOf('Cancelled'))?.state).toBe('open');
    expect((await manage('cancel', { token: cancelled.manageToken, phoneDigits: cancelled.phoneDigits })).status).toBe(
      200,
    );
    await expect.poll(async () => (await desk.entryOf('Cancelled'))?.state, SETTLE).toBe('ended');

    const stopping = await book('Stopper', '10:00');
    await manage('wait-earlier', {
      token: stopping.manageToken,
      phoneDigits: stopping.phoneDigits,
      dayParts: ['morning'],
    });
    const stopped = await manage('stop-waiting', { token: stopping.manageToken });
    expect(stopped.body.data?.earlier).toEqual({ canWait: true, waiting: null });
    expect((await desk.entryOf('Stopper'))?.state).toBe('left');
  });
});
