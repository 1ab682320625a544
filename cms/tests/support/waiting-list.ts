import type { TWaitingOfferAnswer } from '@clinic/domain';
import { expect } from 'vitest';
import { type Place, createTestDoctor } from './booking';
import { createFullAccessToken, signInAsStaff } from './cms-admin';
import { querySql } from './sql';
import { type JsonAnswer, sendJson } from './requests';

// The waiting list as the desk works it in tests: one doctor's list, callers put on it, their offers
// read back, and every open entry taken off at the end.

/** An offer as the desk's list answers it. */
export type Offer = TWaitingOfferAnswer;
export type Entry = {
  key: string;
  patient: { firstName: string; phone: string };
  state: string;
  closedReason: string | null;
  offers: Offer[];
};
export type Answer<Data> = JsonAnswer<{ data?: Data; error?: { details?: Record<string, unknown> } }>;

/** Statuses take a moment: a freed place is offered once its change commits, and the test CMS's job ends holds twice a second. */
export const SETTLE = { timeout: 10_000 };

/** Who holds the seats of a doctor's place starting at `start`: booking numbers, and HOLD-<offer> for a held one. */
export const listSeatHolders = async (doctor: string, start: string) =>
  (
    await querySql<{ booking_number: string }>(
      'SELECT booking_number FROM booking_seats WHERE doctor_document_id = ? AND starts_at_ms = ? ORDER BY booking_number',
      [doctor, Date.parse(start)],
    )
  ).map((seat) => seat.booking_number);

/** The state of the waiting list's latest row for a doctor's place freed at `start` (waiting, held, done), if any. */
export const readPlaceState = async (doctor: string, start: string) =>
  (
    await querySql<{ state: string }>(
      'SELECT state FROM waiting_list_places WHERE doctor_document_id = ? AND starts_at_ms = ? ORDER BY id DESC',
      [doctor, Date.parse(start)],
    )
  )[0]?.state;

let phoneNumber = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A mobile number no other caller of this run has. */
export const nextPhone = () => {
  phoneNumber += 1;
  return `0101${String(phoneNumber).padStart(7, '0')}`;
};

/**
 * The desk of one doctor's waiting list, signed in with `staff`: callers join with `join` (the morning
 * of `date`, any branch, unless `overrides` say otherwise) under the surname `marker`.
 */
export const openWaitingDesk = ({
  cmsUrl,
  staff,
  doctor,
  date,
  marker,
}: {
  cmsUrl: string;
  staff: Record<string, string>;
  doctor: string;
  date: string;
  marker: string;
}) => {
  const send = <Data>(
    method: string,
    path: string,
    data?: unknown,
    { headers = staff, target = cmsUrl }: { headers?: Record<string, string>; target?: string } = {},
  ): Promise<Answer<Data>> => sendJson<Answer<Data>['body']>(method, `${target}/api${path}`, headers, data);
  const join = (firstName: string, overrides: Record<string, unknown> = {}, headers = staff) =>
    send<{ key: string }>(
      'POST',
      '/staff/waiting-list',
      {
        doctor,
        branch: null,
        fromDate: date,
        toDate: date,
        dayParts: ['morning'],
        locale: 'ar',
        patient: { firstName, lastName: marker, phone: nextPhone(), age: 40, contractType: 'cash' },
        consent: { givenVerbally: true, policyVersion: '2026-12-01' },
        ...overrides,
      },
      { headers },
    );
  const list = (headers = staff, query: Record<string, string> = { doctor }) =>
    send<Entry[]>('GET', `/staff/waiting-list?${new URLSearchParams(query)}`, undefined, { headers });
  const entryOf = async (firstName: string) =>
    (await list()).body.data?.find((entry) => entry.patient.firstName === firstName);
  const liveOfferOf = async (firstName: string) =>
    (await entryOf(firstName))?.offers.find((offer) => offer.state === 'live') ?? null;
  /** The desk takes the entry of `firstName` off the list. */
  const remove = async (firstName: string, reason = 'found another time') =>
    send('POST', `/staff/waiting-list/${(await entryOf(firstName))?.key}/remove`, { reason });
  /** Takes every entry still open off the list (of `doctor`, or another's), so that a test leaves it empty. */
  const emptyList = async (ofDoctor = doctor) => {
    for (const entry of (await list(staff, { doctor: ofDoctor })).body.data ?? []) {
      if (entry.state === 'open')
        await send('POST', `/staff/waiting-list/${entry.key}/remove`, { reason: 'test over' });
    }
  };
  const documentIdOf = async (bookingNumber: string) => {
    const found = await send<{ documentId: string }[]>(
      'GET',
      `/staff/appointments?${new URLSearchParams({ q: bookingNumber })}`,
    );
    return String(found.body.data?.[0]?.documentId);
  };
  /** Staff cancel a pending visit, through the CMS process `target`. */
  const cancelAsStaff = async (bookingNumber: string, target = cmsUrl) =>
    send(
      'POST',
      `/staff/appointments/${await documentIdOf(bookingNumber)}/status`,
      { from: 'pending', to: 'canceled', reason: { category: 'patientRequest' } },
      { target },
    );
  /**
   * `names` join (in that order, with `overrides`), then staff cancel the visit `bookingNumber`: the
   * first of them is offered its place, and the offer is answered once it is there.
   */
  const cancelFor = async (bookingNumber: string, names: string[], overrides: Record<string, unknown> = {}) => {
    for (const name of names) expect((await join(name, overrides)).body.error).toBeUndefined();
    expect((await cancelAsStaff(bookingNumber)).status).toBe(200);
    await expect.poll(() => liveOfferOf(names[0] ?? ''), SETTLE).not.toBeNull();
    return (await liveOfferOf(names[0] ?? '')) as Offer;
  };
  /** Staff take back a cancellation (the visit was pending). */
  const undoCancellation = async (bookingNumber: string) =>
    send('POST', `/staff/appointments/${await documentIdOf(bookingNumber)}/status`, {
      from: 'canceled',
      to: 'pending',
    });
  return {
    ...{ send, join, list, entryOf, liveOfferOf, remove, emptyList },
    ...{ documentIdOf, cancelAsStaff, cancelFor, undoCancellation },
  };
};

/**
 * A doctor of the test's own (`name`) and the desk of their waiting list (openWaitingDesk), signed in
 * as staff; `close` empties the list and deletes the doctor.
 */
export const openTestDoctorDesk = async (
  cmsUrl: string,
  { name, date, marker }: { name: string; date: string; marker: string },
) => {
  const staff = await signInAsStaff(cmsUrl);
  const token = await createFullAccessToken(cmsUrl);
  const doctor = await createTestDoctor(cmsUrl, token, name);
  const place: Place = doctor.place;
  const desk = openWaitingDesk({ cmsUrl, staff, doctor: place.doctor, date, marker });
  const close = async () => {
    await desk.emptyList();
    await doctor.remove();
  };
  return { staff, token, place, desk, close };
};
