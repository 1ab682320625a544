import type { Availability } from '@clinic/cms-client';
import type { TActionResult } from '@/lib/action-result';

/** Asks the web server's /api/availability (app/api/availability/route.ts) for a doctor's openings at a branch. */
export async function requestAvailability(query: {
  doctor: string;
  branch: string;
  days: number;
}): Promise<TActionResult<Availability>> {
  const search = new URLSearchParams({ doctor: query.doctor, branch: query.branch, days: String(query.days) });
  const response = await fetch(`/api/availability?${search}`, { cache: 'no-store' });
  return (await response.json()) as TActionResult<Availability>;
}
