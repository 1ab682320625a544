import { type Server, createServer } from 'node:http';
import type { Core } from '@strapi/strapi';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { readCmsEnvironment } from '../environment';

/**
 * This CMS process's figures in the Prometheus text format: its requests, its scheduled jobs' runs,
 * the patient messages waiting or given up on, and Node's own (CPU, memory, event-loop delay). Served
 * on a port of its own (CMS_METRICS_PORT, on loopback unless METRICS_HOST says otherwise), never through
 * the public one, so nothing outside the machine reads it unless operations open it to their scraper.
 */
const registry = new Registry();
// The event loop's delay sampled every 100 ms, not prom-client's 10: each sample wakes an idle
// process, and a hundred wake-ups a second cost it 7 ms of CPU a second, doing nothing else.
collectDefaultMetrics({ register: registry, prefix: 'clinic_cms_', eventLoopMonitoringPrecision: 100 });

const requestDuration = new Histogram({
  name: 'clinic_cms_http_request_duration_seconds',
  help: 'Requests answered by this process, by method, route pattern and status, and how long they took',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const jobRuns = new Counter({
  name: 'clinic_cms_scheduled_job_runs_total',
  help: 'Scheduled job runs this process won the time slot for, by job and outcome',
  labelNames: ['job', 'outcome'],
  registers: [registry],
});

const messageAttempts = new Counter({
  name: 'clinic_cms_patient_message_attempts_total',
  help: 'Attempts by this process to hand a patient message to the mail server, by outcome',
  labelNames: ['outcome'],
  registers: [registry],
});

type Context = Parameters<Core.MiddlewareHandler>[0] & { _matchedRoute?: string };

/** Times every request; the route is the router's pattern (never a path with an id in it), or "unmatched". */
export const measureRequest: Core.MiddlewareHandler = async (ctx, next) => {
  const stopTimer = requestDuration.startTimer();
  try {
    await next();
  } finally {
    const route = (ctx as Context)._matchedRoute;
    stopTimer({ method: ctx.method, route: typeof route === 'string' ? route : 'unmatched', status: ctx.status });
  }
};

export const countJobRun = (job: string, outcome: 'succeeded' | 'failed') => jobRuns.inc({ job, outcome });

export const countMessageAttempt = (outcome: 'sent' | 'failed') => messageAttempts.inc({ outcome });

/**
 * Starts the metrics listener when CMS_METRICS_PORT is set; `countOutbox` reads the outbox's messages by
 * state from the database at each scrape. Returns its stop.
 */
export const startMetricsServer = (
  strapi: Core.Strapi,
  countOutbox: () => Promise<Record<'queued' | 'sending' | 'failed', number>>,
) => {
  const { CMS_METRICS_PORT: port, METRICS_HOST: host } = readCmsEnvironment();
  if (!port) return async () => {};
  new Gauge({
    name: 'clinic_cms_patient_messages',
    help: 'Patient messages in the outbox by state: queued (waiting or to be retried), sending, failed for good',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      for (const [state, count] of Object.entries(await countOutbox())) this.set({ state }, count);
    },
  });
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        strapi.log.error(`Metrics could not be read: ${String(error)}`);
        response.writeHead(500).end();
      },
    );
  });
  // A port already taken costs the metrics, never the CMS.
  server.on('error', (error) =>
    strapi.log.error(`The metrics listener could not start on port ${port}: ${error.message}`),
  );
  server.listen(port, host);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};
