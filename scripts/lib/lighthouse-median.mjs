// Choosing which of several Lighthouse runs of a page the bench reports.

/**
 * The run with the median performance score, and the spread of all of them: one Lighthouse run
 * varies by several points on this machine (its simulated phone scales the CPU time it observes),
 * so a single run can land on either side of a target. Null when no run finished.
 */
export const pickMedianRun = (runs) => {
  const finished = runs.filter(Boolean).sort((a, b) => a.performance - b.performance);
  if (finished.length === 0) return null;
  return {
    ...finished[Math.floor((finished.length - 1) / 2)],
    runs: finished.length,
    performanceRange: [finished[0].performance, finished[finished.length - 1].performance],
  };
};
