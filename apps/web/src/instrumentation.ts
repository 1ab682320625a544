/**
 * Runs once as each web process starts: reads the environment (a wrong value stops the start, named),
 * then starts the metrics listener, when WEB_METRICS_PORT is set (not while building).
 */
export async function register() {
  // A literal read, which Next replaces as it builds: the Node-only code below stays out of the Edge bundle.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readServerEnv } = await import('./env');
  const { WEB_METRICS_PORT, METRICS_HOST, NEXT_PHASE } = readServerEnv();
  if (NEXT_PHASE === 'phase-production-build' || !WEB_METRICS_PORT) return;
  const { startServerMetrics } = await import('./lib/server-metrics');
  startServerMetrics(WEB_METRICS_PORT, METRICS_HOST || undefined);
}
