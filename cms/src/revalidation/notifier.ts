import { type CmsEnvironment, readCmsEnvironment } from '../environment';

/** The variables the notices follow. */
export type RevalidationSettings = Pick<CmsEnvironment, 'WEB_REVALIDATE_URL' | 'REVALIDATE_SECRET'>;
/**
 * What the web app's revalidation endpoint receives: the changed model and, when only one document
 * changed, that document, with its public id where the model has one (the id in its page's address).
 */
type RevalidationNotice = { model: string; documentId?: string; publicId?: number };

/** A changed document: its public id where the model has one and it still exists. */
export type ChangedDocument = { documentId: string; publicId?: number };

/** Every web process's endpoint: each keeps its own copy of the pages, and each must hear of a change. */
type RevalidationTarget = { urls: string[]; secret: string };

type Logger = { warn: (message: string) => void };

type NotifierOptions = RevalidationTarget & {
  log: Logger;
  /** Quiet time after the last change of a model before the web app is told. */
  debounceMs?: number;
  /** Longest a model's notice may wait while changes keep coming (a long import). */
  maxWaitMs?: number;
  /** The web app gets this long to answer; editors never wait for it. */
  timeoutMs?: number;
  /** How long after a notice the same notice is sent again (see `createRevalidationNotifier`). */
  repeatAfterMs?: number;
};

/**
 * Where to send notices (WEB_REVALIDATE_URL: one address per web process, separated by commas), or
 * null when they are off: no secret (the web app would refuse them), or `WEB_REVALIDATE_URL=off` (the
 * seed and the tests that have no web app to tell).
 */
export const readRevalidationTarget = (env: RevalidationSettings = readCmsEnvironment()): RevalidationTarget | null => {
  const urls = env.WEB_REVALIDATE_URL.split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const secret = env.REVALIDATE_SECRET;
  if (urls.includes('off') || urls.length === 0 || secret === '') return null;
  return { urls, secret };
};

type Batch = {
  documents: Map<string, number | undefined>;
  hasUnknownDocument: boolean;
  firstAt: number;
  timer?: NodeJS.Timeout;
};

/** One document changed: the web app may refresh just its pages; several: the whole model. */
const toNotice = (model: string, batch: Batch): RevalidationNotice => {
  const [only] = batch.documents;
  if (batch.documents.size !== 1 || batch.hasUnknownDocument || !only) return { model };
  const [documentId, publicId] = only;
  return publicId === undefined ? { model, documentId } : { model, documentId, publicId };
};

const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.name}: ${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`
    : String(error);

/**
 * Tells every web process that a model changed, coalescing bursts per model (a seed or a bulk publish
 * makes one call to each, not one per document). Sending is fire-and-forget: a web process that is
 * down or slow costs a warning in the log, never an editor's save, and the others are told all the same.
 * Each notice is sent again `repeatAfterMs` later: Next dates a cached page or fetch by when it is
 * stored, so a render that read the CMS before the change and stored its result after the first notice
 * would keep the old content until the next change (a review published while the doctors list rendered
 * left its count as before). The second notice expires what such a render stored.
 */
export const createRevalidationNotifier = ({
  urls,
  secret,
  log,
  debounceMs = 250,
  maxWaitMs = 2_000,
  timeoutMs = 3_000,
  repeatAfterMs = 2_000,
}: NotifierOptions) => {
  const batches = new Map<string, Batch>();
  /** The notices to send again, until they are sent or the process stops. */
  const repeats = new Set<NodeJS.Timeout>();

  const sendTo = (url: string, notice: RevalidationNotice) => {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify(notice),
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) {
          log.warn(`The web app at ${url} refused to revalidate ${notice.model}: HTTP ${response.status}`);
        }
      })
      .catch((error: unknown) => {
        log.warn(`Could not ask the web app to revalidate ${notice.model} at ${url}: ${describeError(error)}`);
      });
  };

  const flush = (model: string) => {
    const batch = batches.get(model);
    if (!batch) return;
    batches.delete(model);
    const notice = toNotice(model, batch);
    for (const url of urls) sendTo(url, notice);
    const repeat = setTimeout(() => {
      repeats.delete(repeat);
      for (const url of urls) sendTo(url, notice);
    }, repeatAfterMs);
    repeat.unref();
    repeats.add(repeat);
  };

  return {
    notify(model: string, document?: ChangedDocument) {
      const now = Date.now();
      const batch: Batch = batches.get(model) ?? { documents: new Map(), hasUnknownDocument: false, firstAt: now };
      batches.set(model, batch);
      if (document) {
        // A document's public id never changes, but a change that could not read it (a deletion) leaves it unknown.
        const isFirstChange = !batch.documents.has(document.documentId);
        const wasKnown = batch.documents.get(document.documentId) !== undefined;
        batch.documents.set(document.documentId, isFirstChange || wasKnown ? document.publicId : undefined);
      } else batch.hasUnknownDocument = true;

      clearTimeout(batch.timer);
      const delay = Math.max(0, Math.min(debounceMs, batch.firstAt + maxWaitMs - now));
      batch.timer = setTimeout(() => flush(model), delay);
      // A pending notice must not keep a finishing process (the seed, a test) alive.
      batch.timer.unref();
    },

    /** Drops pending notices: the process is shutting down. */
    stop() {
      for (const batch of batches.values()) clearTimeout(batch.timer);
      batches.clear();
      for (const repeat of repeats) clearTimeout(repeat);
      repeats.clear();
    },
  };
};
