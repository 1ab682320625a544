import { normalizeDigits } from './digits';

/** Combining marks of Latin and other alphabets (é → e after NFKD). */
const COMBINING_MARKS = /[\u0300-\u036F]/g;
/** Harakat, shadda, sukun, superscript alef and Quranic annotation marks. */
const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const APOSTROPHES = /['’‘`]/g;
const NON_WORD_RUN = /[^\p{L}\p{N}]+/gu;
const EDGE_DASHES = /^-+|-+$/g;

/**
 * URL slug that keeps Arabic letters readable in the address bar.
 *
 * NFKD + dropping Latin marks turns "Café" into "cafe" and Arabic presentation forms into
 * plain letters; NFC then re-composes hamza and madda letters (أ إ آ ؤ ئ) before the Arabic
 * diacritics are stripped, so those letters survive. Apostrophes vanish ("Ahmed's" →
 * "ahmeds"); any other run of spaces or punctuation becomes one dash, so "ENT/Audiology"
 * reads "ent-audiology" rather than "entaudiology". Digits become Western digits.
 */
export function slugify(text: string): string {
  return normalizeDigits(text.normalize('NFKD').replace(COMBINING_MARKS, '').normalize('NFC'))
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .replace(NON_WORD_RUN, '-')
    .replace(EDGE_DASHES, '');
}

export type TIdSlug = { id: number; slug: string };

const ID_SLUG = /^([1-9]\d*)(?:-(.*))?$/s;

/**
 * Splits a `{publicId}-{slug}` URL segment. The id is what identifies the record; the slug
 * is returned so the page can redirect to the canonical one. The segment may arrive
 * percent-encoded (Arabic slugs); a malformed escape yields null rather than a thrown
 * URIError, so the route answers 404 instead of 500.
 */
export function parseIdSlug(param: string): TIdSlug | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return null;
  }
  const match = ID_SLUG.exec(decoded);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  return { id, slug: match[2] ?? '' };
}

/** The raw segment; Next.js percent-encodes it when building the href. */
export function buildIdSlug(id: number, slug: string): string {
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new RangeError(`Public id must be a positive integer: ${id}`);
  }
  return slug === '' ? String(id) : `${id}-${slug}`;
}
