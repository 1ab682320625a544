/** Runs once as each web process starts: its metrics listener, when WEB_METRICS_PORT is set (not while building). */
export async function register() {
  const port = Number(process.env.WEB_METRICS_PORT ?? 0);
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build' || !port) return;
  const { startServerMetrics } = await import('./lib/server-metrics');
  startServerMetrics(port, process.env.METRICS_HOST || undefined);
}
