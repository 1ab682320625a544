// The visitors' mix of `npm run load`, shared by its one-process and cluster modes: what each kind of
// request is and how often it comes.
import { seededPlaces } from './bench-booking';
import { createBookingRequests } from './load-booking';
import { createPageRequests, createStaffRequests, readSitePaths } from './load-site';
import type { Lane } from './load';
import type { BookingSite } from './load-booking';

/**
 * Everything the mix sends, through the site at `webUrl` (the CMS at `cmsUrl` only for the staff
 * sign-in and the probes): `lanes` for measureMix (the visitors' `connections`, and one receptionist),
 * `booking` (its booked numbers and used places) and `pageCount`.
 */
export const createVisitorMix = async ({
  webUrl,
  cmsUrl,
  places,
  connections,
}: BookingSite & { connections: number }) => {
  const paths = await readSitePaths(webUrl);
  const booking = await createBookingRequests({ webUrl, cmsUrl, places });
  const [place] = await seededPlaces(cmsUrl);
  if (!place) throw new Error('the CMS has no seeded doctor');
  const staff = await createStaffRequests({ cmsUrl, webUrl, doctor: place.doctor });
  // Weights in percent of the visitors' requests: mostly reading, a tenth booking. Each doctors list
  // shown asks for the next free times once: as many of those as of the list.
  const lanes: Lane[] = [
    {
      connections,
      kinds: [
        { name: 'home page', weight: 15, send: createPageRequests(webUrl, paths.home) },
        { name: 'content page', weight: 25, send: createPageRequests(webUrl, paths.content) },
        { name: 'doctor list', weight: 15, send: createPageRequests(webUrl, paths.doctorLists) },
        { name: 'next free times', weight: 15, send: booking.sendNextFreeTimes },
        { name: 'availability', weight: 20, send: booking.sendAvailability },
        { name: 'booking', weight: 10, send: booking.sendBooking, isExhausted: booking.isOutOfPlaces },
      ],
    },
    {
      connections: 1,
      kinds: [
        { name: 'staff list', weight: 1, send: staff.sendList },
        { name: 'staff export', weight: 1, send: staff.sendExport },
      ],
    },
  ];
  const pageCount = Object.values(paths).reduce((sum, list) => sum + list.length, 0);
  return { lanes, booking, pageCount };
};

/** One request of each kind, in turn: a kind that cannot work fails at once and says why. */
export const tryEachKind = async (lanes: Lane[]) => {
  for (const kind of lanes.flatMap((lane) => lane.kinds)) {
    if (kind.isExhausted?.()) continue;
    try {
      await kind.send();
    } catch (error) {
      throw new Error(`${kind.name}: ${error instanceof Error ? error.message : error}`, { cause: error });
    }
  }
};

/**
 * Rounds of one request of each kind before the figures alone: the first use of a path compiles its
 * code and fills its caches, a cost paid once per process, which 100 requests alone would otherwise
 * share: a booking's CMS CPU alone, through the site, read 11.7-12.2 ms without them and 8.3-8.7 with them.
 */
const WARM_UP_ROUNDS = 20;

/** Every kind tried (see tryEachKind), then warmed up for the figures alone. */
export const warmUpEachKind = async (lanes: Lane[]) => {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) await tryEachKind(lanes);
};
