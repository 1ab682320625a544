import { type Server, createServer } from 'node:http';
import {
  PATIENT_MESSAGE_CHANNELS,
  PATIENT_MESSAGE_STATES,
  type TPatientMessageChannel,
  type TPatientMessageState,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { readCmsEnvironment } from '../environment';
import type { TReportOutcome } from '../messages/sms-webhooks';

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

/** A counter of this process's, `clinic_cms_<name>`, with its labels. */
const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
  new Counter<Label>({ name: `clinic_cms_${name}`, help, labelNames, registers: [registry] });

/** A histogram of seconds, `clinic_cms_<name>`, with its labels and bucket bounds. */
const histogram = <Label extends string>(name: string, help: string, labelNames: readonly Label[], buckets: number[]) =>
  new Histogram<Label>({ name: `clinic_cms_${name}`, help, labelNames, buckets, registers: [registry] });

const requestDuration = histogram(
  'http_request_duration_seconds',
  'Requests answered by this process, by method, route pattern and status, and how long they took',
  ['method', 'route', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

const jobRuns = counter(
  'scheduled_job_runs_total',
  'Scheduled job runs this process won the time slot for, by job and outcome',
  ['job', 'outcome'],
);

const messageAttempts = counter(
  'patient_message_attempts_total',
  'Attempts by this process to hand a patient message to its provider (mail server, SMS gateway), by channel and outcome',
  ['channel', 'outcome'],
);

const providerLatency = histogram(
  'patient_message_provider_seconds',
  'How long the provider took to answer each try to hand it a patient message, by channel and outcome',
  ['channel', 'outcome'],
  [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
);

const smsSegments = counter(
  'sms_segments_sent_total',
  'SMS parts the gateway took from this process (what the clinic pays for)',
);

const smsReports = counter(
  'sms_delivery_reports_total',
  'Signed delivery reports from the SMS gateway, by what they did',
  ['outcome'],
);

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

/** One try to hand a message to its provider: its outcome, how long the provider took, and an SMS's parts once taken. */
export const countMessageAttempt = (
  channel: TPatientMessageChannel,
  outcome: 'sent' | 'failed',
  { seconds, segments }: { seconds: number; segments: number | null },
) => {
  messageAttempts.inc({ channel, outcome });
  providerLatency.observe({ channel, outcome }, seconds);
  if (outcome === 'sent' && segments) smsSegments.inc(segments);
};

export const countSmsReport = (outcome: TReportOutcome) => smsReports.inc({ outcome });

/**
 * Starts the metrics listener when CMS_METRICS_PORT is set; `countOutbox` reads the outbox's messages by
 * state from the database at each scrape. Returns its stop.
 */
export const startMetricsServer = (
  strapi: Core.Strapi,
  countOutbox: () => Promise<{ channel: TPatientMessageChannel; state: TPatientMessageState; count: number }[]>,
) => {
  const { CMS_METRICS_PORT: port, METRICS_HOST: host } = readCmsEnvironment();
  if (!port) return async () => {};
  new Gauge({
    name: 'clinic_cms_patient_messages',
    help: 'Patient messages in the outbox by channel and state: queued (waiting or to be retried), sending, sent, delivered (reported on the phone), failed',
    labelNames: ['channel', 'state'],
    registers: [registry],
    async collect() {
      const counts = await countOutbox();
      for (const channel of PATIENT_MESSAGE_CHANNELS) {
        for (const state of PATIENT_MESSAGE_STATES) {
          const counted = counts.find((row) => row.channel === channel && row.state === state);
          this.set({ channel, state }, counted?.count ?? 0);
        }
      }
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
