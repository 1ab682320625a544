// The waiting-room screen's bench: how long from a check-in answering 200 until a screen asking as
// the page does shows it, and what one screen answer costs with a session's queue on it.
import { adminToken, openBenchDay, postBenchBooking } from './bench-booking';
import { signInAsStaff } from './bench-waiting-list';
import { summarizeLatencies } from './load';

/** How often the screen asks for its queues (WAITING_ROOM_SCREEN.refreshSeconds in the domain package). */
const SCREEN_REFRESH_MS = 3000;

/** How long one check-in may take to reach the screen before the bench stops waiting for it. */
const SEEN_TIMEOUT_MS = 10_000;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type Screen = { data: { doctors: { waiting: number }[] } };

/**
 * Books `count` visits of one doctor, moves them into one first-come session starting now (through
 * the administrators' API), and returns their document ids and the branch's public id.
 */
const openSessionToday = async (cmsUrl: string, staff: Record<string, string>, count: number) => {
  const token = await adminToken(cmsUrl);
  const { place, starts } = await openBenchDay(cmsUrl, 4, 9);
  const session = new Date();
  const visits: string[] = [];
  for (const start of starts.slice(0, count)) {
    const booked = await postBenchBooking(cmsUrl, place, start);
    if (booked.status !== 201) continue;
    const { bookingNumber } = ((await booked.json()) as { data: { bookingNumber: string } }).data;
    const listed = await fetch(`${cmsUrl}/api/staff/appointments?q=${bookingNumber}`, { headers: staff });
    const documentId = ((await listed.json()) as { data: { documentId: string }[] }).data[0]?.documentId;
    if (!documentId) continue;
    await fetch(`${cmsUrl}/api/appointments/${documentId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: { mode: 'fcfs', startsAt: session.toISOString(), endsAt: new Date(session.getTime() + 3_600_000) },
      }),
    });
    visits.push(documentId);
  }
  const branches = await fetch(`${cmsUrl}/api/branches?filters[documentId][$eq]=${place.branch}&fields[0]=publicId`);
  const [branch] = ((await branches.json()) as { data: { publicId: number }[] }).data;
  return { visits, branchPublicId: branch?.publicId };
};

/**
 * The screen's figures: `count` check-ins one after another, each measured from its 200 until a
 * screen asking every SCREEN_REFRESH_MS counts it among those waiting (the page asks the web server,
 * which asks the CMS; this screen asks the CMS, one hop less); then `reads` screen answers one after
 * another with all of them waiting.
 */
export const benchWaitingRoom = async (cmsUrl: string, { count = 30, reads = 200 } = {}) => {
  const staff = await signInAsStaff(cmsUrl);
  const { visits, branchPublicId } = await openSessionToday(cmsUrl, staff, count);
  const screenUrl = `${cmsUrl}/api/waiting-rooms/${branchPublicId}`;
  const readWaiting = async () => {
    const screen = (await (await fetch(screenUrl)).json()) as Screen;
    return screen.data.doctors.reduce((total, doctor) => total + doctor.waiting, 0);
  };

  // The screen: when it first counted each number of patients waiting.
  const seenAt = new Map<number, number>();
  let isWatching = true;
  const watching = (async () => {
    while (isWatching) {
      const askedAt = Date.now();
      const waiting = await readWaiting();
      if (!seenAt.has(waiting)) seenAt.set(waiting, Date.now());
      await sleep(Math.max(0, SCREEN_REFRESH_MS - (Date.now() - askedAt)));
    }
  })();

  const latencies: number[] = [];
  try {
    for (const [index, documentId] of visits.entries()) {
      // Each check-in at another moment of the screen's period, evenly spread over it.
      await sleep(((index * SCREEN_REFRESH_MS) / visits.length) % SCREEN_REFRESH_MS);
      const checkedIn = await fetch(`${cmsUrl}/api/staff/appointments/${documentId}/arrival`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...staff },
        body: JSON.stringify({ data: { action: 'checkIn' } }),
      });
      const answeredAt = Date.now();
      if (checkedIn.status !== 200) continue;
      const deadline = answeredAt + SEEN_TIMEOUT_MS;
      while (!seenAt.has(index + 1) && Date.now() < deadline) await sleep(10);
      const seen = seenAt.get(index + 1);
      if (seen !== undefined) latencies.push(Math.max(0, seen - answeredAt));
    }
  } finally {
    isWatching = false;
    await watching;
  }

  const readLatencies: number[] = [];
  for (let read = 0; read < reads; read += 1) {
    const startedAt = performance.now();
    await readWaiting();
    readLatencies.push(performance.now() - startedAt);
  }
  return { change: summarizeLatencies(latencies), read: summarizeLatencies(readLatencies), checkIns: visits.length };
};
