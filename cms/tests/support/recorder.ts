import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string; at: number };

type Answer = number | 'never';

/**
 * A stand-in for the web app's revalidation endpoint on 127.0.0.1: it records what it is sent and
 * answers with the status it is told to, or not at all (a hung web server).
 */
export const startRequestRecorder = async () => {
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  let answer: Answer = 200;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      if (answer === 'never') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ revalidated: answer < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    requests,
    answerWith(next: Answer) {
      answer = next;
    },
    reset() {
      requests.length = 0;
      answer = 200;
    },
    /** Resolves with the requests once `count` have arrived; fails after `timeoutMs`. */
    async waitForRequests(count: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count && Date.now() < deadline) await sleep(25);
      if (requests.length < count) throw new Error(`${requests.length} of ${count} requests within ${timeoutMs} ms`);
      return [...requests];
    },
    async stop() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type RequestRecorder = Awaited<ReturnType<typeof startRequestRecorder>>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `read()` returns something truthy; fails with `what` after `timeoutMs`. */
export const waitUntil = async <T>(read: () => T, timeoutMs: number, what: string): Promise<NonNullable<T>> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
};

export const parseBody = (request: RecordedRequest | undefined): unknown => JSON.parse(request?.body ?? 'null');
