// Booking engine numbers for `npm run bench`: availability latency and booking throughput against a
// real CMS (SQLite or PostgreSQL), bounded in count and time, on 127.0.0.1 only.
import { randomUUID } from 'node:crypto';
import { TEST_ACCOUNTS } from './cms-test-server';
import { summarizeLatencies } from './load';

const summarize = (latencies: number[], elapsedMs: number) => {
  const summary = summarizeLatencies(latencies);
  return { ...summary, perSecond: (summary.count / elapsedMs) * 1000 };
};

/** A doctor–branch pair, as document ids. */
export type Place = { doctor: string; branch: string };
/** One opening of the public availability API, in the parts the bench and the load test read. */
export type Opening = { start: string; status: string; capacity: number };
type SeededDoctor = { documentId: string; branches: { documentId: string }[] };

export const NO_PLACES = 'the CMS lists no doctor–branch pair';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The Cairo calendar date `offsetDays` from now, e.g. '2026-11-24'. */
export const cairoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });

/** An administrator's session in the admin panel, signed in as the seeded super admin. */
export const adminSession = async (cmsUrl: string): Promise<string> => {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ACCOUNTS.cmsAdmin),
  });
  return (await login.json()).data.token;
};

/** A full-access API token, made the way an administrator would: admin sign-in, then Settings → API tokens. */
export const adminToken = async (cmsUrl: string): Promise<string> => {
  const created = await fetch(`${cmsUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminSession(cmsUrl)}` },
    body: JSON.stringify({ name: `bench-${Date.now()}`, type: 'full-access', lifespan: null }),
  });
  return (await created.json()).data.accessKey;
};

/** Every seeded doctor–branch pair, as document ids. */
export const seededPlaces = async (cmsUrl: string): Promise<Place[]> => {
  const response = await fetch(`${cmsUrl}/api/doctors?populate[branches][fields][0]=name&pagination[pageSize]=100`);
  const { data }: { data: SeededDoctor[] } = await response.json();
  return data.flatMap((doctor) =>
    doctor.branches.map((branch) => ({ doctor: doctor.documentId, branch: branch.documentId })),
  );
};

/** A schedule of slots for one Cairo date only, made with an administrator's API token. */
export const createOneDaySchedule = async (
  cmsUrl: string,
  token: string,
  place: Place,
  date: string,
  {
    startTime,
    endTime,
    slotMinutes,
    capacity,
  }: { startTime: string; endTime: string; slotMinutes: number; capacity: number },
) => {
  const response = await fetch(`${cmsUrl}/api/doctor-schedules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      data: {
        ...place,
        weekday: WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()],
        startTime,
        endTime,
        mode: 'slots',
        slotMinutes,
        capacity,
        effectiveFrom: date,
        effectiveUntil: date,
      },
    }),
  });
  if (!response.ok) throw new Error(`schedule creation answered ${response.status}: ${await response.text()}`);
};

/** The openings of one doctor–branch pair on one Cairo date, as the public availability API lists them. */
export const readOpenings = async (cmsUrl: string, place: Place, date: string): Promise<Opening[]> => {
  const response = await fetch(
    `${cmsUrl}/api/availability?doctor=${place.doctor}&branch=${place.branch}&from=${date}&days=1`,
  );
  if (!response.ok) throw new Error(`availability answered ${response.status}`);
  const { data } = await response.json();
  return data.days[0]?.openings ?? [];
};

/** Opens `date` from 00:00 to 24:00 in 5-minute places, one patient each, at `place`: the open places' starts. */
const createBenchDay = async (cmsUrl: string, token: string, place: Place, date: string) => {
  await createOneDaySchedule(cmsUrl, token, place, date, {
    startTime: '00:00',
    endTime: '24:00',
    slotMinutes: 5,
    capacity: 1,
  });
  return (await readOpenings(cmsUrl, place, date))
    .filter((opening) => opening.status === 'open')
    .map((opening) => opening.start);
};

/**
 * A bench day (createBenchDay) `offsetDays` ahead for the seeded doctor–branch pair `placeIndex` (the
 * first when there are fewer): the pair, the day and its places' starts, for a bench that books them
 * one by one.
 */
export const openBenchDay = async (cmsUrl: string, placeIndex: number, offsetDays: number) => {
  const places = await seededPlaces(cmsUrl);
  const place = places[placeIndex] ?? places[0];
  if (!place) throw new Error(NO_PLACES);
  const date = cairoDate(offsetDays);
  return { place, date, starts: await createBenchDay(cmsUrl, await adminToken(cmsUrl), place, date) };
};

/** The bench's patients' mobile, to which every bench booking's SMS goes. */
export const BENCH_MOBILE = '+201012345678';

/** Books `start` at `place` for the bench's patient, as the booking form posts it. */
export const postBenchBooking = (
  cmsUrl: string,
  place: Place,
  start: string,
  {
    email = 'bench@example.com',
    locale = 'en',
    phoneChannel = 'whatsapp',
  }: { email?: string; locale?: string; phoneChannel?: 'whatsapp' | 'sms' } = {},
) => {
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      ...place,
      start,
      source: 'doctor-flow',
      locale,
      patient: {
        firstName: 'Bench',
        lastName: 'Patient',
        email,
        phone: BENCH_MOBILE,
        phoneChannel,
        age: 40,
        contractType: 'cash',
      },
      consent: { accepted: true, policyVersion: '2026-11-01' },
    }),
  );
  // With an Idempotency-Key, as the site sends every booking.
  return fetch(`${cmsUrl}/api/appointments/book`, {
    method: 'POST',
    body: form,
    headers: { 'idempotency-key': randomUUID() },
  });
};

/** 20 doctor–branch pairs (cycling over the seeded ones), 14 days each, 20 rounds sequentially. */
export const benchAvailability = async (
  cmsUrl: string,
  { pairs = 20, days = 14, rounds = 20 }: { pairs?: number; days?: number; rounds?: number } = {},
) => {
  const places = await seededPlaces(cmsUrl);
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < pairs; index += 1) {
      const place = places[index % places.length];
      if (!place) throw new Error(NO_PLACES);
      const at = performance.now();
      const response = await fetch(
        `${cmsUrl}/api/availability?doctor=${place.doctor}&branch=${place.branch}&days=${days}`,
      );
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`availability answered ${response.status}`);
      latencies.push(performance.now() - at);
    }
  }
  return summarize(latencies, performance.now() - started);
};

/**
 * 20 clients book distinct 5-minute slots of one long schedule as fast as the CMS answers,
 * until `maxBookings` are made or `durationMs` passes.
 */
export const benchBookings = async (
  cmsUrl: string,
  {
    clients = 20,
    maxBookings = 600,
    durationMs = 20_000,
  }: { clients?: number; maxBookings?: number; durationMs?: number } = {},
) => {
  const token = await adminToken(cmsUrl);
  const [place] = await seededPlaces(cmsUrl);
  if (!place) throw new Error(NO_PLACES);
  const slots: string[] = [];
  for (let offset = 2; offset <= 4; offset += 1) {
    slots.push(...(await createBenchDay(cmsUrl, token, place, cairoDate(offset))));
  }

  // Two schedules can open at the same instant (ours and a seeded one): each instant is booked once.
  const distinctSlots = [...new Set(slots)];
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const deadline = Date.now() + durationMs;
  const started = performance.now();
  const client = async () => {
    while (Date.now() < deadline && next < Math.min(maxBookings, distinctSlots.length)) {
      const start = distinctSlots[next];
      next += 1;
      if (start === undefined) break;
      const at = performance.now();
      const response = await postBenchBooking(cmsUrl, place, start);
      await response.arrayBuffer();
      latencies.push(performance.now() - at);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { ...summarize(latencies, performance.now() - started), statuses: Object.fromEntries(statuses) };
};
