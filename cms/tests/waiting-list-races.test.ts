import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TWO_CMS_HOOK_TIMEOUT_MS, startTestCms } from '@clinic/tools/cms-test-server';
import {
  type Place,
  bookPlace,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  createTestDoctor,
  futureDay,
  postBookingsTogether,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { executeSql, querySql } from './support/sql';
import { SETTLE, listSeatHolders, openWaitingDesk } from './support/waiting-list';

const PARALLEL = 100;

const bookAt = async (cmsUrl: string, place: Place, start: string) => {
  const response = await bookPlace(cmsUrl, place, start);
  expect([response.status, response.body.error]).toEqual([201, undefined]);
  return String(response.body.data?.bookingNumber);
};

/** How many visits, not cancelled, start at `start` with the place's doctor. */
const countLiveVisits = async (place: Place, start: string) => {
  const [row] = await querySql<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM appointments WHERE doctor_document_id = ? AND starts_at = ? AND status <> 'canceled'",
    [place.doctor, new Date(start)],
  );
  return Number(row?.n);
};

/** Takes sent to both processes over the moment an offer's hold runs out, while the job ends holds: their statuses. */
const takeAsHoldEnds = async (desk: ReturnType<typeof openWaitingDesk>, offerId: number, targets: string[]) => {
  await executeSql('UPDATE waiting_list_offers SET expires_at_ms = ? WHERE id = ?', [Date.now() + 200, offerId]);
  const takes = await Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, 100 + index * 25));
      return desk.send('POST', `/staff/waiting-list/offers/${offerId}/take`, undefined, {
        target: targets[index % 2],
      });
    }),
  );
  return takes.map((answer) => answer.status);
};

/** The desk takes the live offer of the entry `name`: the answer's status. */
const takeLiveOffer = async (desk: ReturnType<typeof openWaitingDesk>, name: string) =>
  (await desk.send('POST', `/staff/waiting-list/offers/${(await desk.liveOfferOf(name))?.id}/take`)).status;

/** A take of the entry's live offer and the removal of the entry, sent at once to the two processes: their statuses. */
const takeAsEntryGoes = async (desk: ReturnType<typeof openWaitingDesk>, name: string, targets: string[]) => {
  const [offer, entry] = [await desk.liveOfferOf(name), await desk.entryOf(name)];
  const answers = await Promise.all([
    desk.send('POST', `/staff/waiting-list/offers/${offer?.id}/take`, undefined, { target: targets[0] }),
    desk.send('POST', `/staff/waiting-list/${entry?.key}/remove`, { reason: 'race' }, { target: targets[1] }),
  ]);
  return answers.map((answer) => answer.status);
};

/**
 * Two CMS processes on the test database, a doctor of the race's own with half-hour appointments of
 * one place from 09:00 to 13:00 on `day`, and the desk of their waiting list.
 */
const setUpRace = async (day: ReturnType<typeof futureDay>, marker: string) => {
  const cmsUrl = inject('cmsUrl');
  const second = await startTestCms({ env: { DATABASE_URL: inject('database').url ?? '' } });
  const token = await createFullAccessToken(cmsUrl);
  const doctor = await createTestDoctor(cmsUrl, token, `Dr Race ${marker}`);
  const staff = await signInAsStaff(cmsUrl);
  await createOneDaySchedule(cmsUrl, token, doctor.place, day, slotHours('09:00', '13:00', 30));
  return {
    cmsUrl,
    targets: [cmsUrl, second.url],
    place: doctor.place,
    desk: openWaitingDesk({ cmsUrl, staff, doctor: doctor.place.doctor, date: day.date, marker }),
    stopSecondCms: second.stop,
    removeDoctor: doctor.remove,
  };
};

/**
 * The waiting list's races, on PostgreSQL with two CMS processes on one database, so no lock inside a
 * process can be what keeps a held place from two patients: the database's guards must.
 */
describe.runIf(inject('database').client === 'postgres')('[WAITING LIST]: races between two CMS processes', () => {
  let cmsUrl: string;
  let targets: string[];
  let stopSecondCms: () => Promise<void>;
  let removeDoctor: () => Promise<Response>;
  let place: Place;
  let desk: ReturnType<typeof openWaitingDesk>;
  const day = futureDay(9);
  const marker = uniqueSurname('Race');

  const book = (time: string) => bookAt(cmsUrl, place, day.at(time));
  const countSeats = async (time: string) => (await listSeatHolders(place.doctor, day.at(time))).length;
  const countVisits = (time: string) => countLiveVisits(place, day.at(time));

  beforeAll(async () => {
    ({ cmsUrl, targets, place, desk, stopSecondCms, removeDoctor } = await setUpRace(day, marker));
  }, TWO_CMS_HOOK_TIMEOUT_MS);

  afterAll(() => desk.emptyList().then(removeDoctor).then(stopSecondCms));

  it(`refuses ${PARALLEL} simultaneous bookings of a held place with the next free times; the offered patient then takes it`, async () => {
    await desk.cancelFor(await book('09:00'), ['Held for']);

    const forms = Array.from({ length: PARALLEL }, () => ({
      form: buildBookingForm(bookingData(place, day.at('09:00'))),
    }));
    const answers = await postBookingsTogether(targets, forms);
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(409));
    const nextOpenings = answers[0]?.body.error?.details?.nextOpenings as { start: string }[];
    expect(nextOpenings.length).toBeGreaterThan(0);
    expect(nextOpenings.map((opening) => Date.parse(opening.start))).not.toContain(Date.parse(day.at('09:00')));

    const offer = await desk.liveOfferOf('Held for');
    const taken = await desk.send('POST', `/staff/waiting-list/offers/${offer?.id}/take`, undefined, {
      target: targets[1],
    });
    expect(taken.status).toBe(201);
    expect([await countSeats('09:00'), await countVisits('09:00')]).toEqual([1, 1]);
    await desk.emptyList();
  });

  it('offers two places freed at once on two processes to two entries, one each', async () => {
    const numbers = [await book('09:30'), await book('10:00')];
    for (const name of ['First in line', 'Second in line']) expect((await desk.join(name)).status).toBe(201);
    const cancelled = await Promise.all(
      numbers.map((bookingNumber, index) => desk.cancelAsStaff(bookingNumber, targets[index])),
    );
    expect(cancelled.map((answer) => answer.status)).toEqual([200, 200]);
    await expect.poll(() => desk.liveOfferOf('Second in line'), SETTLE).not.toBeNull();
    const entries =
      (await desk.list()).body.data?.filter(({ patient }) => patient.firstName.endsWith(' in line')) ?? [];
    const offers = entries.flatMap((entry) => entry.offers.map((offer) => [entry.patient.firstName, offer.start]));
    expect(offers).toHaveLength(2);
    expect(new Set(offers.map(([, start]) => Date.parse(String(start))))).toEqual(
      new Set([Date.parse(day.at('09:30')), Date.parse(day.at('10:00'))]),
    );
    expect([await countSeats('09:30'), await countSeats('10:00')]).toEqual([1, 1]);
    await desk.emptyList();
  });

  it('keeps exactly one patient on a seat whose offer is taken as its hold expires', async () => {
    for (const [round, time] of [
      ['A', '10:30'],
      ['B', '11:00'],
      ['C', '11:30'],
    ] as const) {
      const next = `Next ${round}`;
      const offer = await desk.cancelFor(await book(time), [`Taker ${round}`, next]);
      expect(Date.parse(offer.start)).toBe(Date.parse(day.at(time)));
      const statuses = await takeAsHoldEnds(desk, offer.id, targets);
      expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
      expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
      // Whoever won, the seat has one holder: the taker's visit, or the next entry's hold.
      if (statuses.includes(201)) {
        expect([await countSeats(time), await countVisits(time)]).toEqual([1, 1]);
      } else {
        await expect.poll(() => desk.liveOfferOf(next), SETTLE).not.toBeNull();
        expect([await countSeats(time), await countVisits(time)]).toEqual([1, 0]);
        // Taken, no place of this round waits to go, oldest first, to the next round's first entry.
        expect(await takeLiveOffer(desk, next)).toBe(201);
      }
      await desk.emptyList();
    }
  });

  it('answers a take and the removal of its entry, sent at once to both processes, without an error', async () => {
    for (const [round, time] of [
      ['D', '12:00'],
      ['E', '12:30'],
    ] as const) {
      const name = `Contested ${round}`;
      await desk.cancelFor(await book(time), [name], { dayParts: ['afternoon'] });
      const statuses = await takeAsEntryGoes(desk, name, targets);
      // Both may succeed (the take, then the removal of an entry that is booked: 409), never a 500.
      expect(statuses.every((status) => [201, 204, 409].includes(status))).toBe(true);
      expect(await countSeats(time)).toBeLessThanOrEqual(1);
      expect(await countVisits(time)).toBe(statuses[0] === 201 ? 1 : 0);
    }
  });
});
