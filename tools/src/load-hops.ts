// The probe lane `npm run load` runs beside its mix, one request at a time, and the hops it tells
// apart: how much of an availability request and of a booking is the CMS's and how much the web server's.
import type { createBookingRequests } from './load-booking';
import { createPageRequests } from './load-site';
import { type Lane, type MixResult, requestSignal } from './load';

/** The probe kinds: what one hop of an availability request or a booking costs under the mix. */
export const HOPS = {
  webQueue: 'hop: web file',
  cmsQueue: 'hop: cms health',
  cmsAvailability: 'hop: cms avail',
  cmsBooking: 'hop: cms booking',
};

type ProbedBooking = Pick<
  Awaited<ReturnType<typeof createBookingRequests>>,
  'sendCmsAvailability' | 'sendCmsBooking' | 'isOutOfPlaces'
>;

/** The probe lane: each hop's kind, one request at a time, the booking's while places are left. */
export const createProbeLane = (webUrl: string, cmsUrl: string, booking: ProbedBooking): Lane => {
  const sendCmsHealth = async () => {
    const response = await fetch(`${cmsUrl}/_health`, { signal: requestSignal() });
    await response.arrayBuffer();
    if (response.status !== 204) throw new Error(`the CMS's health check answered ${response.status}`);
  };
  return {
    connections: 1,
    isProbe: true,
    kinds: [
      { name: HOPS.webQueue, send: createPageRequests(webUrl, ['/icon.svg']) },
      { name: HOPS.cmsQueue, send: sendCmsHealth },
      { name: HOPS.cmsAvailability, send: booking.sendCmsAvailability },
      { name: HOPS.cmsBooking, send: booking.sendCmsBooking, isExhausted: booking.isOutOfPlaces },
    ],
  };
};

const ms = (value: number) => value.toFixed(1);

/**
 * Prints where an availability request and a booking spend their time under the mix, from the probes' p50:
 * the web server's queue (a static file Next serves without rendering), the CMS's queue (its health
 * check), the CMS's whole answer called directly, and the rest of the site's time, which is
 * the web server's (its queue, the action, and the CMS's answer waiting for the event loop again).
 */
export const printHops = (result: MixResult) => {
  const byName = new Map(result.kinds.map((row) => [row.name, row]));
  const p50 = (name: string) => byName.get(name)?.p50 ?? 0;
  console.info('\nHops under the mix (p50 ms, one probe request at a time):');
  console.info(`  the web server's queue (a static file):     ${ms(p50(HOPS.webQueue))}`);
  console.info(`  the CMS's queue (its health check):         ${ms(p50(HOPS.cmsQueue))}`);
  for (const [label, direct, action] of [
    ['availability', HOPS.cmsAvailability, 'availability'],
    ['booking', HOPS.cmsBooking, 'booking'],
  ] as const) {
    const inCms = p50(direct);
    const whole = p50(action);
    console.info(
      `  ${label}: ${ms(whole)} through the site = CMS ${ms(inCms)} (of which its queue ${ms(p50(HOPS.cmsQueue))}) + web server ${ms(Math.max(0, whole - inCms))}`,
    );
  }
};
