import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readServerEnv } from '@/env';
import type { PageSearchParams } from './search-query';

/** How long a sealed search opens: a working day, for a list left open and reloaded. */
export const STAFF_SEARCH_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The query parameter that carries a sealed search; `q` is what a search box is called. */
export const SEARCH_REF = 'ref';
export const SEARCH_TEXT = 'q';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const PROCESS_SECRET = Symbol.for('clinic.staffSearchSecret');

/**
 * The key that seals staff searches, from WEB_PROXY_SECRET (which every web server of a deployment
 * shares) or, without one, a secret of this process: the proxy's bundle and the pages' share it
 * through globalThis, and a restart ends the searches it sealed, as their lifetime would.
 */
const readKey = (configured: string) => {
  const holder = globalThis as { [PROCESS_SECRET]?: Buffer };
  holder[PROCESS_SECRET] ??= randomBytes(32);
  const secret = configured ? Buffer.from(configured) : holder[PROCESS_SECRET];
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'clinic staff search', 32));
};

/**
 * What staff typed in a search box (a phone, an email, a name), sealed for a URL: encrypted and
 * authenticated (AES-256-GCM), with the time it stops opening. A URL that carries it tells the
 * browser's history and the servers' logs nothing about the person.
 */
export function sealStaffSearch(text: string, now = Date.now(), secret = readServerEnv().WEB_PROXY_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', readKey(secret), iv);
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify({ text, until: now + STAFF_SEARCH_LIFETIME_MS }), 'utf8'),
    cipher.final(),
  ]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The text a sealed search holds; null when it was not sealed here, was changed, or has expired. */
export function openStaffSearch(
  ref: string,
  now = Date.now(),
  secret = readServerEnv().WEB_PROXY_SECRET,
): string | null {
  const bytes = Buffer.from(ref, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', readKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const opened = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const { text, until } = JSON.parse(opened) as { text: unknown; until: unknown };
    return typeof text === 'string' && typeof until === 'number' && now < until ? text : null;
  } catch {
    return null;
  }
}

/**
 * A staff page's search parameters with its sealed search opened into `q`, as the page's filters read
 * it; a plain `q` is not read (the proxy sends it on sealed). `expired` when a sealed search no longer
 * opens, for the page to ask for the search again.
 */
export function openSearchParams(searchParams: PageSearchParams, now = Date.now()) {
  const { [SEARCH_REF]: ref, [SEARCH_TEXT]: _plain, ...rest } = searchParams;
  const sealed = Array.isArray(ref) ? ref[0] : ref;
  if (!sealed) return { searchParams: rest, expired: false };
  const text = openStaffSearch(sealed, now);
  return text === null
    ? { searchParams: rest, expired: true }
    : { searchParams: { ...rest, [SEARCH_TEXT]: text }, expired: false };
}
