// Staff numbers for `npm run bench`: 10,000 appointments in one date range, then the CMS list route,
// the web page, the CSV export, the call list and a day sheet timed over them. Bounded in count; 127.0.0.1 only.
import { adminToken, cairoDate } from './bench-booking';
import { TEST_ACCOUNTS } from './cms-test-server';
import { type LatencySummary, summarizeLatencies } from './load';

const APPOINTMENTS = 10_000;
const RANGE_DAYS = 30;
const WRITERS = 8;
const ROUNDS = 20;

type SeededDoctor = { documentId: string; name: string; branches: { documentId: string; name: string }[] };
export type RequestTimes = LatencySummary & { bytes: number };
/** A named request: what it is, its URL and the headers that sign it in. */
export type TimedCase = [name: string, url: string, headers: Record<string, string>];

/** The staff test account's CMS token, from one API sign-in. */
export const signInAsStaff = async (cmsUrl: string): Promise<string> => {
  const login = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: TEST_ACCOUNTS.staff.email, password: TEST_ACCOUNTS.staff.password }),
  });
  if (!login.ok) throw new Error(`staff sign-in answered ${login.status}`);
  return (await login.json()).jwt;
};

/** The cookie the web's sign-in page sets (apps/web/src/lib/staff-session.ts): the CMS token itself. */
export const staffSessionCookie = (jwt: string) => `clinic_staff_session=${jwt}`;

const STATUSES = ['pending', 'pending', 'confirmed', 'canceled', 'done'];
const CONTRACTS = ['cash', 'cash', 'company', 'syndicate'];
const NAMES = ['Mona', 'Ahmed', 'منى', 'أحمد', 'Sara', 'Youssef', 'سارة', 'يوسف'];

/** A doctor and one of their branches, by document id and name, as the CMS lists them. */
type BenchPlace = { doctor: { documentId: string; name: string }; branch: { documentId: string; name: string } };

/**
 * The bench's appointment number `index` at `place`, `1 + index % 30` days after `now`, with every
 * status and contract type among them. Not demo data: only the bench's throwaway CMS ever holds them.
 */
export const benchAppointment = (index: number, { doctor, branch }: BenchPlace, now = Date.now()) => {
  const startsAt = new Date(now + 86_400_000 * (1 + (index % RANGE_DAYS)) + (index % 40) * 15 * 60_000);
  return {
    bookingNumber: `BENCH${String(index).padStart(6, '0')}`,
    status: STATUSES[index % STATUSES.length],
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 15 * 60_000).toISOString(),
    doctorDocumentId: doctor.documentId,
    branchDocumentId: branch.documentId,
    doctorNameEn: doctor.name,
    doctorNameAr: doctor.name,
    branchNameEn: branch.name,
    branchNameAr: branch.name,
    firstName: NAMES[index % NAMES.length],
    lastName: `Patient${String.fromCharCode(97 + (index % 26))}`,
    email: 'bench.patient@example.com',
    phone: `+2010${String(10_000_000 + index).padStart(8, '0')}`,
    contractType: CONTRACTS[index % CONTRACTS.length],
    mode: 'slots',
    source: 'doctor-flow',
    locale: index % 2 === 0 ? 'en' : 'ar',
    consentAt: new Date(now).toISOString(),
    consentPolicyVersion: 'bench',
  };
};

/**
 * Writes the appointments through the CMS's own API (an administrator's token), spread over the
 * seeded doctors' branches (benchAppointment).
 */
const seedAppointments = async (cmsUrl: string) => {
  const token = await adminToken(cmsUrl);
  const response = await fetch(`${cmsUrl}/api/doctors?populate[branches][fields][0]=name&pagination[pageSize]=100`);
  const { data }: { data: SeededDoctor[] } = await response.json();
  const places = data.flatMap((doctor) => doctor.branches.map((branch) => ({ doctor, branch })));
  const started = performance.now();
  let next = 0;
  const writer = async () => {
    while (next < APPOINTMENTS) {
      const index = next;
      next += 1;
      const place = places[index % places.length];
      if (!place) throw new Error('the CMS lists no doctor–branch pair');
      const answer = await fetch(`${cmsUrl}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: benchAppointment(index, place) }),
      });
      if (!answer.ok)
        throw new Error(`creating appointment ${index} answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return { seconds: (performance.now() - started) / 1000, doctor: places[0]?.doctor.documentId };
};

const timeRequests = async (url: string, headers: Record<string, string>, rounds = ROUNDS): Promise<RequestTimes> => {
  const latencies: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const at = performance.now();
    const response = await fetch(url, { headers, redirect: 'manual' });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes = body.byteLength;
    latencies.push(performance.now() - at);
  }
  return { ...summarizeLatencies(latencies), bytes };
};

/** `webUrl` may be omitted to time the CMS alone. */
export const benchStaffList = async (cmsUrl: string, webUrl?: string) => {
  const seeded = await seedAppointments(cmsUrl);
  const jwt = await signInAsStaff(cmsUrl);
  const bearer = { authorization: `Bearer ${jwt}` };
  const cookie = { cookie: staffSessionCookie(jwt) };
  const range = new URLSearchParams({ from: cairoDate(0), to: cairoDate(RANGE_DAYS + 1) });
  const cms = (extra = '') => `${cmsUrl}/api/staff/appointments?${range}${extra}`;
  const cases = (
    [
      ['CMS list, first page (25)', cms(), bearer],
      ['CMS list, page 200', cms('&page=200'), bearer],
      ['CMS list, sorted by patient', cms('&sort=patient&order=desc'), bearer],
      ['CMS list, status + doctor', cms(`&status=pending&doctor=${seeded.doctor}`), bearer],
      ['CMS list, search by name', cms('&q=mona'), bearer],
      ['CMS list, search by phone', cms('&q=0101000'), bearer],
      ['web page /en/admin/appointments', `${webUrl}/en/admin/appointments?${range}`, cookie],
      ['web page /ar/admin/appointments', `${webUrl}/ar/admin/appointments?${range}`, cookie],
      ['CMS call list (100)', `${cmsUrl}/api/staff/calls?locale=ar`, bearer],
      ['web page /ar/admin/calls', `${webUrl}/ar/admin/calls`, cookie],
      ['CMS day sheet, one day', `${cmsUrl}/api/staff/day-sheet?date=${cairoDate(2)}&locale=ar`, bearer],
      ['web page /en/admin/day', `${webUrl}/en/admin/day?date=${cairoDate(2)}`, cookie],
      ['web page /ar/admin/day', `${webUrl}/ar/admin/day?date=${cairoDate(2)}`, cookie],
    ] satisfies TimedCase[]
  ).filter(([, url]) => webUrl || url.startsWith(cmsUrl));
  const rows: [name: string, times: RequestTimes][] = [];
  for (const [name, url, headers] of cases) {
    await timeRequests(url, headers, 2);
    rows.push([name, await timeRequests(url, headers)]);
  }
  const exports = (
    [
      ['CMS export, NDJSON', `${cmsUrl}/api/staff/appointments/export?${range}`, bearer],
      ['web export, CSV', `${webUrl}/en/admin/appointments/export?${range}`, cookie],
    ] satisfies TimedCase[]
  ).filter(([, url]) => webUrl || url.startsWith(cmsUrl));
  for (const [name, url, headers] of exports) rows.push([name, await timeRequests(url, headers, 3)]);
  return { seeded, rows };
};

export type StaffBench = Awaited<ReturnType<typeof benchStaffList>>;

export const printStaffBench = ({ seeded, rows }: StaffBench) => {
  console.info(
    `\nStaff list: ${APPOINTMENTS} appointments in a ${RANGE_DAYS}-day range (written in ${seeded.seconds.toFixed(0)} s), sequential requests`,
  );
  console.info(`${'request'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'bytes'.padStart(10)}`);
  for (const [name, result] of rows) {
    console.info(
      `${name.padEnd(34)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.bytes).padStart(10)}`,
    );
  }
};
