import 'server-only';
import type { CmsClient } from '@clinic/cms-client';
import { formatCairoDateTime } from '@clinic/domain';
import type { Locale } from '@/i18n/routing';
import type { MoveTarget } from '../_components/move-visit';

/** One day's free times to move a visit to, and the day in words: what the move section shows. */
export type MoveDay = { day: string; dayLabel: string; targets: MoveTarget[] | null };

/**
 * The doctor's free times at the branch on `day`, but the visit's own: read from the public
 * availability, so choosing another day reads nothing of the patient (and adds nothing to the
 * access log). `targets` is null when the times could not be read.
 */
export async function readMoveDay(
  client: CmsClient,
  {
    doctor,
    branch,
    day,
    current,
    locale,
  }: { doctor: string; branch: string; day: string; current: string; locale: Locale },
): Promise<MoveDay> {
  const dayLabel = formatCairoDateTime(new Date(`${day}T12:00:00Z`), locale, { dateStyle: 'full' });
  const targets = await client
    .getAvailability({ doctor, branch, from: day, days: 1 }, { cache: 'no-store' })
    .then(({ days }) =>
      days
        .flatMap((entry) => entry.openings)
        .filter((opening) => opening.status === 'open' && Date.parse(opening.start) !== Date.parse(current))
        .map((opening) => ({
          start: opening.start,
          label: formatCairoDateTime(new Date(opening.start), locale, { timeStyle: 'short' }),
        })),
    )
    .catch(() => null);
  return { day, dayLabel, targets };
}
