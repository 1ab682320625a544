import { type ClientRequest, request as httpRequest } from 'node:http';
import {
  addDaysToIsoDate,
  cairoWallClockToInstant,
  getWeekdayOfIsoDate,
  toCairoDate,
  toIsoWithCairoOffset,
} from '@clinic/domain';
import { expect } from 'vitest';
import { createEntry } from './cms-admin';

export type Place = { doctor: string; branch: string };

/** The seeded doctors in their public-id order, each with the branches they work at. */
const listSeededDoctors = async (cmsUrl: string) => {
  const response = await fetch(
    `${cmsUrl}/api/doctors?sort=publicId:asc&populate[branches][fields][0]=name&pagination[pageSize]=100`,
  );
  return ((await response.json()) as { data: { documentId: string; branches: { documentId: string }[] }[] }).data;
};

/**
 * The seeded doctor at `offset` in their public-id order, and one of the branches they work at. The list
 * is sorted: unsorted, PostgreSQL returns rows in their order on disk, which the seed's updates can
 * change from one run to the next, and each test relies on its doctor (their name, their leave).
 */
export const findSeededPlace = async (cmsUrl: string, offset = 0): Promise<Place> => {
  const data = await listSeededDoctors(cmsUrl);
  const doctor = data[offset % data.length];
  const branch = doctor?.branches[0];
  if (!doctor || !branch) throw new Error('No seeded doctor with a branch');
  return { doctor: doctor.documentId, branch: branch.documentId };
};

/** The first seeded doctor, in public-id order, who works at two branches: one place at each. */
export const findSeededDoctorAtTwoBranches = async (cmsUrl: string): Promise<[Place, Place]> => {
  const data = await listSeededDoctors(cmsUrl);
  const doctor = data.find((candidate) => candidate.branches.length >= 2);
  const [first, second] = doctor?.branches ?? [];
  if (!doctor || !first || !second) throw new Error('No seeded doctor works at two branches');
  return [
    { doctor: doctor.documentId, branch: first.documentId },
    { doctor: doctor.documentId, branch: second.documentId },
  ];
};

/**
 * The first seeded branch in public-id order (the seeded receptionist's), a doctor's place there, and
 * another doctor's place at another branch: what a receptionist of the first branch sees, and what not.
 */
export const findPlacesAtFirstBranchAndElsewhere = async (cmsUrl: string) => {
  const branches = await fetch(`${cmsUrl}/api/branches?sort=publicId:asc&fields[0]=name&pagination[pageSize]=100`);
  const [first] = ((await branches.json()) as { data: { documentId: string }[] }).data;
  const data = await listSeededDoctors(cmsUrl);
  const atOwn = data.find((doctor) => doctor.branches.some((branch) => branch.documentId === first?.documentId));
  const elsewhere = data
    .filter((doctor) => doctor !== atOwn)
    .flatMap((doctor) => doctor.branches.map((branch) => ({ doctor: doctor.documentId, branch: branch.documentId })))
    .find((place) => place.branch !== first?.documentId);
  if (!first || !atOwn || !elsewhere) throw new Error('The seed has no doctor at the first branch and one elsewhere');
  return { first: first.documentId, own: { doctor: atOwn.documentId, branch: first.documentId }, other: elsewhere };
};

/**
 * A published doctor of the test's own at the seeded branch at `branchOffset` (public-id order), so no
 * other test books, prices or times them; `remove` deletes the doctor in every language.
 */
export const createTestDoctor = async (cmsUrl: string, token: string, name: string, branchOffset = 0) => {
  const response = await fetch(`${cmsUrl}/api/branches?sort=publicId:asc`);
  const { data } = (await response.json()) as { data: { documentId: string }[] };
  const branch = data[branchOffset]?.documentId;
  if (!branch) throw new Error(`No seeded branch at ${branchOffset}`);
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const doctor = await createEntry(cmsUrl, token, 'doctors?status=published&locale=en', {
    name,
    slug,
    branches: [branch],
  });
  const place: Place = { doctor, branch };
  const remove = () =>
    fetch(`${cmsUrl}/api/doctors/${doctor}?locale=*`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  return { place, remove };
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date `daysAhead` from today in Cairo, with its weekday, for schedules that apply to that one day,
 * and `at('05:00')`: that day's wall-clock time as the API writes an opening's start.
 */
export const futureDay = (daysAhead: number) => {
  const date = addDaysToIsoDate(toCairoDate(new Date()), daysAhead);
  return {
    date,
    weekday: getWeekdayOfIsoDate(date),
    at: (time: string) => toIsoWithCairoOffset(cairoWallClockToInstant(date, time)),
  };
};

/** A one-day schedule at an hour no seeded schedule uses, so tests own every place in it. */
export const createOneDaySchedule = (
  cmsUrl: string,
  token: string,
  place: Place,
  day: { date: string; weekday: string },
  schedule: { startTime: string; endTime: string; mode: 'slots' | 'fcfs'; slotMinutes?: number; capacity: number },
) =>
  createEntry(cmsUrl, token, 'doctor-schedules', {
    doctor: place.doctor,
    branch: place.branch,
    weekday: day.weekday,
    effectiveFrom: day.date,
    effectiveUntil: day.date,
    slotMinutes: null,
    ...schedule,
  });

/** Hours from `startTime` to `endTime` in places of `slotMinutes`, one patient each unless `capacity` says. */
export const slotHours = (startTime: string, endTime: string, slotMinutes: number, capacity = 1) =>
  ({ startTime, endTime, mode: 'slots', slotMinutes, capacity }) as const;

/** A first-come session from `startTime` to `endTime`, for `capacity` patients. */
export const sessionHours = (startTime: string, endTime: string, capacity: number) =>
  ({ startTime, endTime, mode: 'fcfs', capacity }) as const;

/** Hours from 05:00 (no seeded hours are that early) until `endTime`, in half-hour places for one patient each. */
export const earlyHours = (endTime: string) =>
  ({ startTime: '05:00', endTime, mode: 'slots', slotMinutes: 30, capacity: 1 }) as const;

export const bookingData = (place: Place, start: string, overrides: Record<string, unknown> = {}) => ({
  doctor: place.doctor,
  branch: place.branch,
  start,
  source: 'doctor-flow',
  locale: 'en',
  patient: {
    firstName: 'Mona',
    lastName: 'Saleh',
    email: 'mona.saleh@example.com',
    phone: '01012345678',
    age: 34,
    contractType: 'cash',
  },
  consent: { accepted: true, policyVersion: '2026-11-01' },
  ...overrides,
});

export type BookingFiles = Partial<Record<'cardFront' | 'cardBack', { bytes: Uint8Array; name: string; type: string }>>;

export const buildBookingForm = (data: unknown, files: BookingFiles = {}) => {
  const form = new FormData();
  form.set('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const [field, file] of Object.entries(files)) {
    form.set(field, new Blob([file.bytes], { type: file.type }), file.name);
  }
  return form;
};

export type BookingResponse = {
  status: number;
  body: {
    data: Record<string, unknown> | null;
    error?: { status: number; name: string; message: string; details: Record<string, unknown> };
  };
};

export const postBooking = async (
  cmsUrl: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<BookingResponse> => {
  const response = await fetch(`${cmsUrl}/api/appointments/book`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as BookingResponse['body'] };
};

/** Books `start` at `place` for the test patient of bookingData, changed by `overrides`, with any card files. */
export const bookPlace = (
  cmsUrl: string,
  place: Place,
  start: string,
  {
    overrides = {},
    files = {},
    headers = {},
  }: { overrides?: Record<string, unknown>; files?: BookingFiles; headers?: Record<string, string> } = {},
) => postBooking(cmsUrl, buildBookingForm(bookingData(place, start, overrides), files), headers);

/** A one-day schedule at 05:00–06:00 (no seeded hours are that early) and a visit booked at 05:00. */
export const bookEarlyVisit = async (
  cmsUrl: string,
  token: string,
  place: Place,
  day: ReturnType<typeof futureDay>,
) => {
  const schedule = await createOneDaySchedule(cmsUrl, token, place, day, earlyHours('06:00'));
  const booked = await bookPlace(cmsUrl, place, day.at('05:00'));
  expect(booked.status).toBe(201);
  const visit = booked.body.data as { bookingNumber: string; start: string };
  return { schedule, visit };
};

/**
 * Sends every request on its own TCP connection (no keep-alive pool), all bodies encoded first and the
 * requests released together, so the CMS sees them as truly concurrent clients. A request whose
 * connection breaks (the server killed) resolves with status 0; `onAnswer` hears each answer as it comes.
 */
export const postBookingsTogether = async (
  cmsUrls: string | string[],
  forms: { form: FormData; headers?: Record<string, string> }[],
  {
    onAnswer,
    unfinished = 0,
  }: {
    onAnswer?: (response: BookingResponse) => void;
    /**
     * How many of the last requests send only the first half of their body and wait: they stay
     * unanswered until the server goes away (a kill), or until every other request has its answer.
     */
    unfinished?: number;
  } = {},
) => {
  const targets = Array.isArray(cmsUrls) ? cmsUrls : [cmsUrls];
  const encoded = await Promise.all(
    forms.map(async ({ form, headers }) => {
      const request = new Request('http://127.0.0.1/api/appointments/book', { method: 'POST', body: form });
      return {
        body: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '', ...headers },
      };
    }),
  );
  const held: ClientRequest[] = [];
  const firstHeld = encoded.length - unfinished;
  const answers = encoded.map(
    ({ body, headers }, index) =>
      new Promise<BookingResponse>((resolve) => {
        // Requests alternate between the CMS processes given, as a load balancer would spread them.
        const url = new URL(`${targets[index % targets.length]}/api/appointments/book`);
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            agent: false,
            headers: { ...headers, 'content-length': body.length },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              let answer: BookingResponse = { status: 0, body: { data: null } };
              try {
                answer = {
                  status: response.statusCode ?? 0,
                  body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                };
              } catch {}
              onAnswer?.(answer);
              resolve(answer);
            });
            response.on('error', () => resolve({ status: 0, body: { data: null } }));
          },
        );
        request.on('error', () => resolve({ status: 0, body: { data: null } }));
        if (index < firstHeld) {
          request.end(body);
          return;
        }
        request.on('close', () => resolve({ status: 0, body: { data: null } }));
        request.write(body.subarray(0, Math.floor(body.length / 2)));
        held.push(request);
      }),
  );
  // Every finished request answered: the held ones are given up, as a client that went away.
  await Promise.all(answers.slice(0, firstHeld));
  for (const request of held) request.destroy();
  return Promise.all(answers);
};

/** A surname no other test uses, letters only (names refuse digits), to find a test's rows with SQL. */
export const uniqueSurname = (prefix: string) =>
  `${prefix}${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
