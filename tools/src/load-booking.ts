// The booking side of `npm run load`: places made for it in the test CMS, the availability and
// booking requests the booking screens send (a GET of the web app's /api/availability, and its
// booking server action), and the count afterwards that no place holds more appointments than it has
// room for.
import { randomUUID } from 'node:crypto';
import { adminToken, cairoDate, createOneDaySchedule, readOpenings, seededPlaces } from './bench-booking';
import type { Opening, Place } from './bench-booking';
import { type CmsDatabase, readRows } from './cms-database';
import { interleave, requestSignal, takeInTurn } from './load';
import { fetchJson } from './load-site';
import { callServerAction, findServerActionId } from './server-actions';

const ACTIONS_FILE = '(default)/booking/actions.ts';
/** The seeded schedules open at 11:00 at the earliest, so every opening before it is one of ours. */
const WINDOW = { startTime: '00:00', endTime: '11:00', minutes: 11 * 60 };
const SLOT_MINUTES = 5;
/**
 * Days ahead of the first schedule: past the seeded demo visits (the next 14 days), which a one-day
 * schedule would leave outside the doctor's hours on its day, and inside the 30-day horizon.
 */
const FIRST_DAY = 15;
const HORIZON_DAYS = 30;
/** As the booking screens ask (apps/web/.../booking/_components/use-availability.ts). */
const AVAILABILITY_DAYS = 14;
const LOCALES = ['en', 'ar'] as const;
const PATIENTS = {
  en: { firstName: 'Mona', lastName: 'Saleh' },
  ar: { firstName: 'منى', lastName: 'صالح' },
};

export type BookingPlace = Place & Pick<Opening, 'start' | 'capacity'>;
export type BookingSite = { webUrl: string; cmsUrl: string; places: BookingPlace[] };
export type BookedPlaces = { places: BookingPlace[]; bookingNumbers: string[] };
type Instant = string | number | Date;
type AppointmentRow = { bookingNumber: string; status: string; startsAt: Instant; doctor: string; branch: string };
type OutboxRow = { messageId: string; state: string; attempts: number | string };
type BookingAnswer = { ok: true; value: { bookingNumber: string } } | { ok: false; code: string; fieldErrors?: object };

/**
 * About `count` bookable places, each a distinct slot of capacity 1: one-day schedules of 5-minute
 * slots before 11:00, one doctor (at one of their branches) per schedule, as many days as needed.
 * Returns `{ doctor, branch, start, capacity }` per place, the start exactly as the CMS lists it.
 */
export const prepareBookingPlaces = async (cmsUrl: string, count: number) => {
  const token = await adminToken(cmsUrl);
  // One branch per doctor: nobody is booked at two branches at the same hour.
  const doctors = [...new Map((await seededPlaces(cmsUrl)).map((place) => [place.doctor, place])).values()];
  const schedules = Math.ceil(count / (WINDOW.minutes / SLOT_MINUTES));
  const days = Math.ceil(schedules / doctors.length);
  if (FIRST_DAY + days > HORIZON_DAYS) {
    throw new Error(`${count} places need ${days} days of ${doctors.length} doctors: more than the booking horizon`);
  }
  const lists: BookingPlace[][] = [];
  for (let index = 0; index < schedules; index += 1) {
    const place = takeInTurn(doctors, index);
    const date = cairoDate(FIRST_DAY + Math.floor(index / doctors.length));
    await createOneDaySchedule(cmsUrl, token, place, date, {
      startTime: WINDOW.startTime,
      endTime: WINDOW.endTime,
      slotMinutes: SLOT_MINUTES,
      capacity: 1,
    });
    const openings = await readOpenings(cmsUrl, place, date);
    lists.push(
      openings
        // The start carries Cairo's wall-clock time: '2026-11-24T10:55:00+02:00'.
        .filter((opening) => opening.status === 'open' && opening.start.slice(11, 16) < WINDOW.endTime)
        .map((opening) => ({ ...place, start: opening.start, capacity: opening.capacity })),
    );
  }
  return interleave(lists).slice(0, count);
};

/** What the booking form sends for `place`, in `locale`. */
const bookingRequestData = ({ doctor, branch, start }: BookingPlace, locale: (typeof LOCALES)[number]) => ({
  doctor,
  branch,
  start,
  source: 'doctor-flow',
  locale,
  patient: {
    ...PATIENTS[locale],
    email: 'load.patient@example.com',
    phone: '01012345678',
    age: 40,
    contractType: 'cash',
  },
  consent: { accepted: true, policyVersion: 'load-test' },
});

/**
 * The requests of the booking screens, through the web app as a browser sends them: availability
 * for the seeded doctor–branch pairs in turn, and bookings that each take the next unused place
 * (so none should ever meet a full slot). `booked` collects the booking numbers the site returned.
 * The same two, sent to the CMS directly (`sendCmsAvailability`, `sendCmsBooking`), tell how much of
 * their time under load is the CMS's and how much the web server's.
 */
export const createBookingRequests = async ({ webUrl, cmsUrl, places }: BookingSite) => {
  const bookAction = findServerActionId(ACTIONS_FILE, 'bookAppointment');
  const pairs = await seededPlaces(cmsUrl);
  const booked: string[] = [];
  let nextPair = 0;
  let nextPlace = 0;

  const takePair = () => {
    const index = nextPair;
    nextPair += 1;
    return takeInTurn(pairs, index);
  };
  const availabilityQuery = ({ doctor, branch }: Place) =>
    new URLSearchParams({ doctor, branch, days: String(AVAILABILITY_DAYS) });
  // Taken before the first await: concurrent clients never get the same place.
  const takePlace = () => {
    const index = nextPlace;
    nextPlace += 1;
    const place = places[index];
    if (!place) throw new Error('every place is booked');
    return { place, locale: takeInTurn(LOCALES, index) };
  };

  const sendAvailability = async () => {
    const { json } = await fetchJson(webUrl, `/api/availability?${availabilityQuery(takePair())}`);
    if (!json?.data) throw new Error(`availability failed: ${json?.error?.details?.code}`);
  };

  /** What each doctors list page asks once it is shown: every doctor's next free time, in one request. */
  const sendNextFreeTimes = async () => {
    const { json } = await fetchJson(webUrl, '/api/next-free-times');
    if (!json?.data) throw new Error(`next free times failed: ${json?.error?.details?.code}`);
  };

  const sendBooking = async () => {
    const { place, locale } = takePlace();
    const form = new FormData();
    form.append('data', JSON.stringify(bookingRequestData(place, locale)));
    form.append('idempotencyKey', randomUUID());
    const result = (await callServerAction(`${webUrl}/${locale}/booking`, bookAction, [form], {
      signal: requestSignal(),
    })) as BookingAnswer | undefined;
    if (!result?.ok) {
      const details = result?.fieldErrors ? ` ${JSON.stringify(result.fieldErrors)}` : '';
      throw new Error(`booking failed: ${result?.code}${details}`);
    }
    booked.push(result.value.bookingNumber);
  };

  const sendCmsAvailability = async () => {
    const response = await fetch(`${cmsUrl}/api/availability?${availabilityQuery(takePair())}`, {
      signal: requestSignal(),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the CMS's availability answered ${response.status}`);
  };

  const sendCmsBooking = async () => {
    const { place, locale } = takePlace();
    const form = new FormData();
    form.append('data', JSON.stringify(bookingRequestData(place, locale)));
    const response = await fetch(`${cmsUrl}/api/appointments/book`, {
      method: 'POST',
      body: form,
      signal: requestSignal(),
    });
    const body = await response.json();
    if (response.status !== 201) throw new Error(`the CMS's booking answered ${response.status}`);
    booked.push(body.data.bookingNumber);
  };

  return {
    sendAvailability,
    sendNextFreeTimes,
    sendBooking,
    sendCmsAvailability,
    sendCmsBooking,
    isOutOfPlaces: () => nextPlace >= places.length,
    usedPlaces: () => places.slice(0, nextPlace),
    booked,
  };
};

const placeKey = (doctor: string, branch: string, start: Instant) => `${doctor} ${branch} ${new Date(start).getTime()}`;

/**
 * From stored appointments (`{ bookingNumber, status, startsAt, doctor, branch }`): by how many
 * appointments that are not canceled the places exceed their capacity, and how many of the booking
 * numbers the site returned are not stored exactly once.
 */
export const countOverbookings = (appointments: AppointmentRow[], places: BookingPlace[], bookingNumbers: string[]) => {
  const active = new Map<string, number>();
  const stored = new Map<string, number>();
  for (const row of appointments) {
    stored.set(row.bookingNumber, (stored.get(row.bookingNumber) ?? 0) + 1);
    if (row.status === 'canceled') continue;
    const key = placeKey(row.doctor, row.branch, row.startsAt);
    active.set(key, (active.get(key) ?? 0) + 1);
  }
  const overbookings = places.reduce(
    (sum, place) =>
      sum + Math.max(0, (active.get(placeKey(place.doctor, place.branch, place.start)) ?? 0) - place.capacity),
    0,
  );
  const repeated = bookingNumbers.length - new Set(bookingNumbers).size;
  const unmatched = bookingNumbers.filter((bookingNumber) => stored.get(bookingNumber) !== 1).length + repeated;
  return { overbookings, unmatched };
};

// Quoted names keep their case on PostgreSQL too.
const APPOINTMENTS_SQL = `
  SELECT a.id, a.booking_number AS "bookingNumber", a.status AS "status", a.starts_at AS "startsAt",
         a.doctor_document_id AS "doctor", a.branch_document_id AS "branch"
  FROM appointments a`;

/**
 * Counts what the CMS's database stores, not what its API says (`{ databaseFile }` or
 * `{ databaseUrl }`). Call before the CMS stops.
 */
export const checkBookings = async (database: CmsDatabase, { places, bookingNumbers }: BookedPlaces) => ({
  bookings: bookingNumbers.length,
  places: places.length,
  ...countOverbookings(await readRows<AppointmentRow>(database, APPOINTMENTS_SQL), places, bookingNumbers),
});

/**
 * From the outbox's rows (`{ messageId, state, attempts }`) and the Message-IDs the mail server
 * received: how many messages were sent, how many of them arrived exactly once, more than once, or
 * never, and how many are still waiting or failed. A message that arrived more than once is
 * `resentAfterClaim` when it was tried again (a process that died mid-send leaves its claim to expire,
 * and another sends it again, with the same Message-ID), else `repeatedAtOnce`, which nothing explains.
 */
export const countDeliveries = (outbox: OutboxRow[], receivedIds: string[]) => {
  const received = new Map<string, number>();
  for (const id of receivedIds) received.set(id, (received.get(id) ?? 0) + 1);
  const sent = outbox.filter((row) => row.state === 'sent');
  const timesReceived = (row: OutboxRow) => received.get(row.messageId) ?? 0;
  const repeated = sent.filter((row) => timesReceived(row) > 1);
  return {
    sent: sent.length,
    once: sent.filter((row) => timesReceived(row) === 1).length,
    resentAfterClaim: repeated.filter((row) => Number(row.attempts) > 1).length,
    repeatedAtOnce: repeated.filter((row) => Number(row.attempts) <= 1).length,
    missing: sent.filter((row) => timesReceived(row) === 0).length,
    notSent: outbox.length - sent.length,
  };
};

/**
 * The emails queued since `since` (epoch ms), once the outbox holds none of them queued or being sent,
 * or `timeoutMs` has passed.
 */
export const waitForEmailsSent = async (
  database: CmsDatabase,
  { since, timeoutMs }: { since: number; timeoutMs: number },
) => {
  const outboxSql = `SELECT message_id AS "messageId", state AS "state", attempts AS "attempts" FROM patient_messages
    WHERE channel = 'email' AND created_at_ms >= ${Number(since)}`;
  const deadline = Date.now() + timeoutMs;
  let outbox = await readRows<OutboxRow>(database, outboxSql);
  while (outbox.some((row) => row.state === 'queued' || row.state === 'sending') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    outbox = await readRows(database, outboxSql);
  }
  return outbox;
};

/**
 * Waits (up to `timeoutMs`) until the emails queued since `since` (epoch ms) are sent or given up,
 * then counts their deliveries against the mail capture at `mailUrl`.
 */
export const checkPatientMessages = async (
  database: CmsDatabase,
  mailUrl: string,
  { since, timeoutMs = 60_000 }: { since: number; timeoutMs?: number },
) => {
  const outbox = await waitForEmailsSent(database, { since, timeoutMs });
  const response = await fetch(`${mailUrl}/message-ids`, { signal: requestSignal() });
  return countDeliveries(outbox, await response.json());
};
