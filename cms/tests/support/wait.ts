/**
 * Polls `condition` every 100 ms until it holds or `timeoutMs` passes, and returns its last answer:
 * for what a CMS does on its own timer (sweeps, retention) or after a restart.
 */
export const waitFor = async (condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return condition();
};
