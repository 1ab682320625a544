/*
 * The shapes of the identifiers that travel in URLs, headers and request bodies. Plain patterns
 * with no zod, so the booking's URL reader can use them in the browser (`@clinic/domain/identifiers`);
 * their schemas are in identifier-schemas.ts.
 */

/** Strapi document ids: 24 lower-case alphanumerics today; the bound leaves room to change. */
export const DOCUMENT_ID_PATTERN = /^[a-z0-9]{1,64}$/;

/** A client's key for one booking attempt (the Idempotency-Key header): a UUID fits, so does a nanoid. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * An instant with its UTC offset, as the availability API writes an opening's start
 * ('2026-11-24T10:30:00+02:00'). Without the offset a date-time would be read in the device's
 * own zone, so one without it is refused rather than guessed.
 */
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const isDocumentId = (value: string) => DOCUMENT_ID_PATTERN.test(value);

export const isInstant = (value: string) => INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
