// The waiting list's bench: how long from a patient's cancellation answering 200 until the freed
// place's offer reaches the waiting patient's mobile (the SMS gateway's capture).
import { openBenchDay, postBenchBooking } from './bench-booking';
import { TEST_ACCOUNTS } from './cms-test-server';
import { summarizeLatencies } from './load';
import type { CapturedSms } from './sms-capture';

/** A step through the SMS loop's period (prime to it), so the rounds' cancellations fall all over it. */
const PERIOD_STEP_MS = 137;

/** The digits the bench's bookings' phone ends with, which the manage link asks before a cancellation. */
const BENCH_PHONE_DIGITS = '5678';

export const postJson = (url: string, data: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  });

/** The seeded manager's session on the staff routes. */
export const signInAsStaff = async (cmsUrl: string) => {
  const { email, password } = TEST_ACCOUNTS.staff;
  const answer = await postJson(`${cmsUrl}/api/auth/local`, { identifier: email, password });
  return { authorization: `Bearer ${((await answer.json()) as { jwt: string }).jwt}` };
};

/** Waits, up to `timeoutMs`, for the first SMS to `mobile`: when the gateway took it, or null. */
const waitForFirstSms = async (mailUrl: string, mobile: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const texts: CapturedSms[] = await (await fetch(`${mailUrl}/sms?to=${encodeURIComponent(mobile)}`)).json();
    const offer = texts.at(-1);
    if (offer) return offer.receivedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
};

/**
 * The waiting list's offers: `count` rounds one after another, each a booking of its own 5-minute
 * place, a caller the desk puts on the list for that day (a mobile of their own, taking SMS), and the
 * booking cancelled through its manage link; measured from the cancellation's 200 until the gateway
 * takes the offer's SMS, as the CMS offers the place once the cancellation commits and its SMS loop
 * sends every `pollMs` (the MESSAGE_POLL_MS it was started with). Each offer is waited for
 * `timeoutMs` at most.
 */
export const benchOffers = async (
  cmsUrl: string,
  mailUrl: string,
  { count = 100, timeoutMs = 30_000, pollMs = 2000 }: { count?: number; timeoutMs?: number; pollMs?: number } = {},
) => {
  const staff = await signInAsStaff(cmsUrl);
  const { place, date, starts: openStarts } = await openBenchDay(cmsUrl, 2, 8);
  const starts = openStarts.slice(0, count);
  const latencies: number[] = [];
  for (const [index, start] of starts.entries()) {
    const booked = await postBenchBooking(cmsUrl, place, start, {
      email: `waiting-${index}@example.com`,
      phoneChannel: 'sms',
    });
    if (booked.status !== 201) continue;
    const { manageToken } = ((await booked.json()) as { data: { manageToken: string } }).data;
    // A mobile of its own each round: a phone waits for one doctor once.
    const phone = `010${String(30_000_000 + index).padStart(8, '0')}`;
    const joined = await postJson(
      `${cmsUrl}/api/staff/waiting-list`,
      {
        data: {
          doctor: place.doctor,
          branch: null,
          fromDate: date,
          toDate: date,
          dayParts: ['morning', 'afternoon', 'evening'],
          locale: index % 2 === 0 ? 'en' : 'ar',
          patient: {
            firstName: 'Waiting',
            lastName: 'Bench',
            phone,
            phoneChannel: 'sms',
            age: 40,
            contractType: 'cash',
          },
          consent: { givenVerbally: true, policyVersion: '2026-11-01' },
        },
      },
      staff,
    );
    if (joined.status !== 201) continue;
    // Cancellations come at any moment of the SMS loop's period: each round waits a different part
    // of it first, or every round would start just after the previous offer's send and wait a whole one.
    await new Promise((resolve) => setTimeout(resolve, (index * PERIOD_STEP_MS) % pollMs));
    const canceled = await postJson(`${cmsUrl}/api/manage-booking/cancel`, {
      data: { token: manageToken, phoneDigits: BENCH_PHONE_DIGITS },
    });
    const canceledAt = Date.now();
    if (canceled.status !== 200) continue;
    const offeredAt = await waitForFirstSms(mailUrl, `+20${phone.slice(1)}`, timeoutMs);
    if (offeredAt !== null) latencies.push(offeredAt - canceledAt);
  }
  return { ...summarizeLatencies(latencies), rounds: starts.length };
};
