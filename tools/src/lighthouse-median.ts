// Choosing which of several Lighthouse runs of a page the bench reports.

/**
 * The run with the median performance score, and the spread of all of them: one Lighthouse run
 * varies by several points on this machine (its simulated phone scales the CPU time it observes),
 * so a single run can land on either side of a target. Null when no run finished.
 */
export const pickMedianRun = <Run extends { performance: number }>(runs: (Run | null)[]) => {
  const finished = runs.filter((run): run is Run => Boolean(run)).sort((a, b) => a.performance - b.performance);
  const median = finished[Math.floor((finished.length - 1) / 2)];
  const [lowest] = finished;
  const highest = finished[finished.length - 1];
  if (median === undefined || lowest === undefined || highest === undefined) return null;
  return {
    ...median,
    runs: finished.length,
    performanceRange: [lowest.performance, highest.performance],
  };
};
