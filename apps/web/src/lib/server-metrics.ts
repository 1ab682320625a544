import { subscribe } from 'node:diagnostics_channel';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { classifyRequest } from './request-kind';

/**
 * This web process's figures in the Prometheus text format, on a port of its own (WEB_METRICS_PORT, on
 * loopback unless METRICS_HOST says otherwise), never the site's: every request by kind, section,
 * method and status with its duration, and Node's own (CPU, memory, event-loop delay). Requests are
 * seen through Node's HTTP diagnostics channels, so Next's server itself is left as it is.
 */
export const startServerMetrics = (port: number, host = '127.0.0.1') => {
  const registry = new Registry();
  // The event loop's delay sampled every 100 ms, not prom-client's 10: each sample wakes an idle
  // process, and a hundred wake-ups a second cost it several ms of CPU a second, doing nothing else.
  collectDefaultMetrics({ register: registry, prefix: 'clinic_web_', eventLoopMonitoringPrecision: 100 });
  const requestDuration = new Histogram({
    name: 'clinic_web_http_request_duration_seconds',
    help: 'Requests this web process answered (or whose client left first: status aborted), by kind, section, method and status, and how long they took',
    labelNames: ['kind', 'section', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const startedAt = new WeakMap<IncomingMessage, bigint>();
  const observe = (request: IncomingMessage, status: string) => {
    const started = startedAt.get(request);
    if (started === undefined) return;
    startedAt.delete(request);
    const { kind, section } = classifyRequest(
      request.method ?? '',
      request.url ?? '',
      request.headers['next-action'] !== undefined,
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    requestDuration.observe({ kind, section, method: request.method ?? '', status }, seconds);
  };
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    startedAt.set(request, process.hrtime.bigint());
    // A client gone before the answer (a timeout, a closed tab) is counted too, when its connection
    // closes, with the status 'aborted': under load those are the requests that matter most.
    response.once('close', () => {
      if (!response.writableFinished) observe(request, 'aborted');
    });
  });
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    observe(request, String(response.statusCode));
  });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  // A port already taken costs the metrics, never the site.
  server.on('error', (error) =>
    console.error(`The metrics listener could not start on ${host}:${port}: ${error.message}`),
  );
  server.listen(port, host);
  server.unref();
  return server;
};
