import { isDocumentId } from './identifiers';
import { type TLocale, isLocale } from './locale';

/*
 * The link the CMS's Preview opens on the site. It names what to show (a content type, an entry, its
 * language and which of its versions) and carries an HMAC-SHA256 of all of it with a short expiry,
 * made with the secret the CMS and the web server share (PREVIEW_SECRET). No secret ever travels in
 * the URL, and a link cannot be changed to show something else, nor used after it expires.
 * Web Crypto only, so the CMS (Node) and the web server sign and check with the same code.
 */

/** The pages an editor can preview, by the CMS content type they show. */
export const PREVIEW_TYPES = [
  'home',
  'about',
  'doctor',
  'branch',
  'service',
  'article',
  'faq',
  'privacy-policy',
  'terms-and-conditions',
] as const;

export type PreviewType = (typeof PREVIEW_TYPES)[number];

/** Which version of the entry the preview shows: the saved draft or what visitors see. */
export type PreviewStatus = 'draft' | 'published';

export type PreviewRequest = {
  type: PreviewType;
  /** Absent for single types (home, about…), which have one entry per language. */
  documentId: string | null;
  locale: TLocale;
  status: PreviewStatus;
  /** Milliseconds since the epoch after which the link is refused. */
  expiresAt: number;
};

/** A link is good for 5 minutes: long enough to load in the panel's frame, too short to share. */
export const PREVIEW_LINK_LIFETIME_MS = 5 * 60_000;

const isPreviewType = (value: string): value is PreviewType => (PREVIEW_TYPES as readonly string[]).includes(value);

const encoder = new TextEncoder();

const signingKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** Every field, one per line, so no two different requests sign the same text. */
const signedText = (request: PreviewRequest) =>
  encoder.encode(
    [request.type, request.documentId ?? '', request.locale, request.status, String(request.expiresAt)].join('\n'),
  );

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string) => {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
};

/** The link's query string (without `?`): the request's fields and their signature. */
export const signPreviewLink = async (request: PreviewRequest, secret: string): Promise<string> => {
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), signedText(request));
  const query = new URLSearchParams({
    type: request.type,
    locale: request.locale,
    status: request.status,
    expires: String(request.expiresAt),
  });
  if (request.documentId) query.set('documentId', request.documentId);
  query.set('signature', toHex(signature));
  return query.toString();
};

/**
 * The request a link names, or null for anything not signed with this secret, changed since, expired,
 * or set to expire further ahead than a link ever does. The signature is checked in constant time.
 */
export const readPreviewLink = async (
  query: URLSearchParams,
  secret: string,
  now: number,
): Promise<PreviewRequest | null> => {
  if (!secret) return null;
  const type = query.get('type') ?? '';
  const documentId = query.get('documentId');
  const locale = query.get('locale') ?? '';
  const status = query.get('status');
  const expires = query.get('expires') ?? '';
  const signature = fromHex(query.get('signature') ?? '');
  if (!isPreviewType(type) || !isLocale(locale) || (status !== 'draft' && status !== 'published')) return null;
  if (documentId !== null && !isDocumentId(documentId)) return null;
  if (!/^\d{1,15}$/.test(expires) || !signature) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= now || expiresAt > now + PREVIEW_LINK_LIFETIME_MS) return null;
  const request: PreviewRequest = { type, documentId, locale, status, expiresAt };
  const isSigned = await crypto.subtle.verify('HMAC', await signingKey(secret), signature, signedText(request));
  return isSigned ? request : null;
};
