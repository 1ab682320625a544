import type { Availability } from '@clinic/cms-client';
import type { TActionResult } from '@/lib/action-result';
import { readCmsAnswer } from '@/lib/cms-answer';

/**
 * Asks the site's /api/availability for a doctor's openings at a branch: the CMS's answer, from nginx
 * in production, from the web server's stand-in (app/api/availability/route.ts) elsewhere.
 */
export async function requestAvailability(query: {
  doctor: string;
  branch: string;
  /** The first Cairo date, YYYY-MM-DD; today when left out. */
  from?: string;
  days: number;
}): Promise<TActionResult<Availability>> {
  const search = new URLSearchParams({ doctor: query.doctor, branch: query.branch, days: String(query.days) });
  if (query.from) search.set('from', query.from);
  return readCmsAnswer<Availability>(fetch(`/api/availability?${search}`, { cache: 'no-store' }));
}
