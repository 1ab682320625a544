import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnce } from './support/database-passes';
import { createRevalidationNotifier, readRevalidationTarget } from '../src/revalidation/notifier';
import { parseCmsEnvironment } from '../src/environment';
import { type RequestRecorder, parseBody, sleep, startRequestRecorder, waitUntil } from './support/recorder';

/** Where .env.example sends notices: the web app of `npm start`. */
const DEFAULT_REVALIDATE_URL = 'http://127.0.0.1:3000/api/revalidate';
/** The CMS refuses to start without them; their values do not matter here. */
const REQUIRED_SECRETS = Object.fromEntries(
  ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map(
    (name) => [name, 'test'],
  ),
);

/** The CMS's own build, loaded as the CMS loads it (the source's imports of Strapi do not load under vitest). */
const { revalidationNotifier } = createRequire(import.meta.url)(
  '../dist/src/revalidation/register.js',
) as typeof import('../src/revalidation/register');

/** The notifier on its own, talking to a real local HTTP server (no CMS involved; one case stubs the CMS's document service around it). */
describeOnce('[CMS]: revalidation notifier', () => {
  let recorder: RequestRecorder;
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message) };
  /** Every notifier a case made, stopped after it: a notice sent again must not reach the next case. */
  const notifiers: { stop: () => void }[] = [];
  const notifierFor = (
    url: string,
    options: { debounceMs?: number; maxWaitMs?: number; timeoutMs?: number; repeatAfterMs?: number } = {},
  ) => {
    const notifier = createRevalidationNotifier({ urls: [url], secret: 's3cret', log, ...options });
    notifiers.push(notifier);
    return notifier;
  };

  beforeAll(async () => {
    recorder = await startRequestRecorder();
  });
  afterAll(() => recorder.stop());
  beforeEach(() => {
    recorder.reset();
    warnings.length = 0;
  });
  afterEach(() => {
    for (const notifier of notifiers.splice(0)) notifier.stop();
  });

  it('sends one notice for a burst of 50 changes to one model, without a documentId', async () => {
    const notifier = notifierFor(recorder.url);
    for (let index = 0; index < 50; index += 1)
      notifier.notify('doctor', { documentId: `doc${index}`, publicId: index });
    await recorder.waitForRequests(1, 2_000);
    await sleep(500);
    expect(recorder.requests).toHaveLength(1);
    const [request] = recorder.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/revalidate');
    expect(request?.headers['x-revalidate-secret']).toBe('s3cret');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(parseBody(request)).toEqual({ model: 'doctor' });
    expect(warnings).toEqual([]);
  });

  it('names the document when every change of the burst was to the same one', async () => {
    const notifier = notifierFor(recorder.url);
    notifier.notify('article', { documentId: 'abc123' });
    notifier.notify('article', { documentId: 'abc123' });
    await recorder.waitForRequests(1, 2_000);
    await sleep(400);
    expect(recorder.requests.map(parseBody)).toEqual([{ model: 'article', documentId: 'abc123' }]);
  });

  it('names the document’s public id, unless one of the burst’s changes could not read it (a deletion)', async () => {
    const notifier = notifierFor(recorder.url);
    notifier.notify('doctor', { documentId: 'd3', publicId: 3 });
    notifier.notify('doctor', { documentId: 'd3', publicId: 3 });
    expect((await recorder.waitForRequests(1, 2_000)).map(parseBody)).toEqual([
      { model: 'doctor', documentId: 'd3', publicId: 3 },
    ]);
    recorder.reset();
    notifier.notify('doctor', { documentId: 'd4', publicId: 4 });
    notifier.notify('doctor', { documentId: 'd4' });
    notifier.notify('doctor', { documentId: 'd4', publicId: 4 });
    await recorder.waitForRequests(1, 2_000);
    await sleep(400);
    expect(recorder.requests.map(parseBody)).toEqual([{ model: 'doctor', documentId: 'd4' }]);
  });

  it('keeps models apart: a doctor and an FAQ change make two notices', async () => {
    const notifier = notifierFor(recorder.url);
    notifier.notify('doctor', { documentId: 'd1', publicId: 1 });
    notifier.notify('faq', { documentId: 'f1' });
    notifier.notify('doctor', { documentId: 'd1', publicId: 1 });
    await recorder.waitForRequests(2, 2_000);
    await sleep(400);
    const bodies = recorder.requests.map(parseBody) as { model: string }[];
    expect(bodies.sort((a, b) => a.model.localeCompare(b.model))).toEqual([
      { model: 'doctor', documentId: 'd1', publicId: 1 },
      { model: 'faq', documentId: 'f1' },
    ]);
  });

  it('does not hold a notice back for the whole of a long burst', async () => {
    const notifier = notifierFor(recorder.url, { debounceMs: 250, maxWaitMs: 300 });
    for (let index = 0; index < 20; index += 1) {
      notifier.notify('service', { documentId: `s${index}` });
      await sleep(50);
    }
    // A plain debounce would still be waiting for the changes to stop.
    expect(recorder.requests.length).toBeGreaterThanOrEqual(1);
    await sleep(500);
    expect(recorder.requests.length).toBeLessThan(20);
    expect(recorder.requests.every((request) => request.headers['x-revalidate-secret'] === 's3cret')).toBe(true);
  });

  it('only logs a warning when the web app refuses the notice', async () => {
    recorder.answerWith(401);
    notifierFor(recorder.url).notify('branch', { documentId: 'b1' });
    await waitUntil(() => warnings.length > 0, 2_000, 'a warning');
    expect(warnings).toEqual([`The web app at ${recorder.url} refused to revalidate branch: HTTP 401`]);
  });

  it('gives up on a web app that does not answer, after the timeout', async () => {
    recorder.answerWith('never');
    const started = Date.now();
    notifierFor(recorder.url, { debounceMs: 10, timeoutMs: 300 }).notify('home');
    await waitUntil(() => warnings.length > 0, 3_000, 'a warning');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Could not ask the web app to revalidate home at .+: TimeoutError/);
  });

  it('only logs a warning when nothing listens at the URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    notifierFor(`http://127.0.0.1:${port}/api/revalidate`, { debounceMs: 10 }).notify('faq');
    await waitUntil(() => warnings.length > 0, 3_000, 'a warning');
    expect(warnings[0]).toMatch(
      new RegExp(`^Could not ask the web app to revalidate faq at http://127.0.0.1:${port}/api/revalidate: `),
    );
  });

  it('tells every web process, even when one of them is down', async () => {
    const second = await startRequestRecorder();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    try {
      const down = `http://127.0.0.1:${port}/api/revalidate`;
      const notifier = createRevalidationNotifier({
        urls: [recorder.url, down, second.url],
        secret: 's3cret',
        log,
        debounceMs: 10,
      });
      notifiers.push(notifier);
      notifier.notify('doctor', { documentId: 'd7', publicId: 7 });
      await recorder.waitForRequests(1, 2_000);
      await second.waitForRequests(1, 2_000);
      await waitUntil(() => warnings.length > 0, 3_000, 'a warning');
      await sleep(300);
      expect([...recorder.requests, ...second.requests].map(parseBody)).toEqual([
        { model: 'doctor', documentId: 'd7', publicId: 7 },
        { model: 'doctor', documentId: 'd7', publicId: 7 },
      ]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(down);
    } finally {
      await second.stop();
    }
  });

  it('sends the notice again a moment later, for a page whose render was under way when the first came', async () => {
    // Next dates a cached page or fetch by when it is stored: a render that read the CMS before the
    // change and stored its page after the first notice would otherwise keep the old content until the
    // next change (a review published while the doctors list rendered: its count stayed as before).
    const notifier = notifierFor(recorder.url, { debounceMs: 10, repeatAfterMs: 300 });
    const changed = Date.now();
    notifier.notify('review', { documentId: 'r1' });
    await recorder.waitForRequests(2, 2_000);
    expect(Date.now() - changed).toBeGreaterThanOrEqual(300);
    expect(recorder.requests.map(parseBody)).toEqual([
      { model: 'review', documentId: 'r1' },
      { model: 'review', documentId: 'r1' },
    ]);
    await sleep(400);
    expect(recorder.requests).toHaveLength(2);
  });

  it('drops the notice sent again once stopped', async () => {
    const notifier = notifierFor(recorder.url, { debounceMs: 10, repeatAfterMs: 300 });
    notifier.notify('review', { documentId: 'r2' });
    await recorder.waitForRequests(1, 2_000);
    notifier.stop();
    await sleep(500);
    expect(recorder.requests).toHaveLength(1);
  });

  it('sends nothing still pending once stopped', async () => {
    const notifier = notifierFor(recorder.url);
    notifier.notify('review', { documentId: 'r1' });
    notifier.stop();
    await sleep(500);
    expect(recorder.requests).toEqual([]);
  });

  it('answers an editor’s saved change as saved when its public id cannot be read, and names only the document', async () => {
    // The document service's middleware as the CMS registers it; the read after the change fails.
    const strapi = {
      getModel: () => ({ attributes: { publicId: { type: 'integer' } } }),
      db: {
        query: () => ({
          findOne: () => Promise.reject(new Error('Connection terminated')),
        }),
      },
      log,
    } as unknown as Parameters<typeof revalidationNotifier>[0];
    const { middleware, stop } = revalidationNotifier(strapi, {
      REVALIDATE_SECRET: 's3cret',
      WEB_REVALIDATE_URL: recorder.url,
    });
    const saved = { id: 3, documentId: 'd3', publishedAt: '2026-11-27T05:00:00.000Z' };
    type Context = Parameters<NonNullable<typeof middleware>>[0];
    const answer = middleware?.(
      {
        uid: 'api::doctor.doctor',
        action: 'publish',
        params: { documentId: 'd3' },
        contentType: { info: { singularName: 'doctor' } },
      } as unknown as Context,
      async () => saved,
    );
    await expect(answer).resolves.toBe(saved);
    expect((await recorder.waitForRequests(1, 2_000)).map(parseBody)).toEqual([{ model: 'doctor', documentId: 'd3' }]);
    expect(warnings.some((warning) => warning.includes('Connection terminated'))).toBe(true);
    stop();
  });

  it.each([
    [{ REVALIDATE_SECRET: 'x' }, { urls: [DEFAULT_REVALIDATE_URL], secret: 'x' }],
    [
      { REVALIDATE_SECRET: 'x', WEB_REVALIDATE_URL: '' },
      { urls: [DEFAULT_REVALIDATE_URL], secret: 'x' },
    ],
    [
      { REVALIDATE_SECRET: 'x', WEB_REVALIDATE_URL: 'http://web:3000/r' },
      { urls: ['http://web:3000/r'], secret: 'x' },
    ],
    [
      { REVALIDATE_SECRET: 'x', WEB_REVALIDATE_URL: 'http://web1:3000/r, http://web2:3000/r,' },
      { urls: ['http://web1:3000/r', 'http://web2:3000/r'], secret: 'x' },
    ],
    [{ REVALIDATE_SECRET: 'x', WEB_REVALIDATE_URL: 'off' }, null],
    [{ REVALIDATE_SECRET: '', WEB_REVALIDATE_URL: 'http://web:3000/r' }, null],
    [{ REVALIDATE_SECRET: '  ' }, null],
    [{}, null],
  ])('reads the target from %j', (values, expected) => {
    expect(readRevalidationTarget(parseCmsEnvironment({ ...REQUIRED_SECRETS, ...values }))).toEqual(expected);
  });
});
