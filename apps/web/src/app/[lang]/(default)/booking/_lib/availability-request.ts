import type { Availability } from '@clinic/cms-client';
import type { TActionResult } from '@/lib/action-result';

/** Asks the web server's /api/availability (app/api/availability/route.ts) for a doctor's openings at a branch. */
export async function requestAvailability(query: {
  doctor: string;
  branch: string;
  /** The first Cairo date, YYYY-MM-DD; today when left out. */
  from?: string;
  days: number;
}): Promise<TActionResult<Availability>> {
  const search = new URLSearchParams({ doctor: query.doctor, branch: query.branch, days: String(query.days) });
  if (query.from) search.set('from', query.from);
  const response = await fetch(`/api/availability?${search}`, { cache: 'no-store' });
  return (await response.json()) as TActionResult<Availability>;
}
