import type { TDoctorCommitment } from './availability';

/** Commitments ordered by start, with the latest end among each one and those before it. */
function orderByStart(commitments: readonly TDoctorCommitment[]) {
  const ordered = commitments
    .map((commitment) => ({ start: commitment.start.getTime(), end: commitment.end.getTime() }))
    .sort((first, second) => first.start - second.start);
  let latest = Number.NEGATIVE_INFINITY;
  return {
    starts: ordered.map((commitment) => commitment.start),
    latestEnds: ordered.map((commitment) => {
      latest = Math.max(latest, commitment.end);
      return latest;
    }),
  };
}

/** How many of the ordered starts come before `instant` (binary search). */
function countStartsBefore(starts: readonly number[], instant: number) {
  let [low, high] = [0, starts.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] ?? 0) < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether one of the commitments that start before `before` is still going at `instant`. */
function isStillGoing(ordered: ReturnType<typeof orderByStart>, before: number, instant: number) {
  const count = countStartsBefore(ordered.starts, before);
  return count > 0 && (ordered.latestEnds[count - 1] ?? 0) > instant;
}

/**
 * Whether an opening from `start` to `end` (epoch ms) clashes with the doctor's commitments: any that
 * overlaps it, except a booking here at the same start, which is a seat of this very place. Each
 * commitment ends after it starts. Sorted once, so a day's openings cost a binary search each instead
 * of a pass over every commitment (a doctor's full day of 5-minute slots: 288 × 288 comparisons).
 */
export function createClashCheck(busy: readonly TDoctorCommitment[]) {
  const elsewhere = orderByStart(busy.filter((commitment) => !commitment.isAtThisBranch));
  const here = orderByStart(busy.filter((commitment) => commitment.isAtThisBranch));
  return (start: number, end: number) =>
    isStillGoing(elsewhere, end, start) ||
    isStillGoing(here, start, start) ||
    countStartsBefore(here.starts, end) > countStartsBefore(here.starts, start + 1);
}
