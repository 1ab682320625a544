'use server';

import { CARD_IMAGE_MAX_BYTES, ValidationMessage, isCardImageType, validateBookingRequest } from '@clinic/domain';
import { z } from 'zod';
import { createVisitorCmsClient } from '@/lib/visitor-cms';
import { type TAvailabilityResult, type TBookResult, readBookError } from './booking-result';

/** Long enough for a slow CMS and two card images, short enough that nobody watches a spinner. */
const CMS_TIMEOUT_MS = 30_000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const CARD_FIELDS = ['cardFront', 'cardBack'] as const;

const ZAvailabilityQuerySchema = z.object({
  doctor: z.string().regex(/^[a-z0-9]{1,64}$/),
  branch: z.string().regex(/^[a-z0-9]{1,64}$/),
  from: z.iso.date().optional(),
  days: z.number().int().min(1).max(31).optional(),
});

/** A doctor's openings at a branch, for the slot picker. Never cached: places change by the minute. */
export async function loadAvailability(query: unknown): Promise<TAvailabilityResult> {
  const parsed = ZAvailabilityQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, status: 400 };
  const { client } = await createVisitorCmsClient();
  try {
    const availability = await client.getAvailability(parsed.data, {
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    return { ok: true, availability };
  } catch (error) {
    const result = readBookError(error);
    if (result.status === 0 || result.status >= 500) console.error(`[booking] availability failed: ${result.status}`);
    return { ok: false, status: result.status };
  }
}

/**
 * Books an opening for a visitor: the JSON `data` part and the card images of the booking form.
 * The data is checked again with the shared schema (a server action is a public endpoint), the
 * card images for size and type, and then the CMS decides, atomically, whether the place is free.
 */
export async function bookAppointment(form: FormData): Promise<TBookResult> {
  const data = readJson(form.get('data'));
  const cards = Object.fromEntries(
    CARD_FIELDS.map((field) => {
      const file = form.get(field);
      return [field, file instanceof File && file.size > 0 ? file : null];
    }),
  ) as Record<(typeof CARD_FIELDS)[number], File | null>;

  const validation = validateBookingRequest(data, {
    hasCardFront: cards.cardFront !== null,
    hasCardBack: cards.cardBack !== null,
  });
  const fieldErrors = validation.ok ? {} : { ...validation.fieldErrors };
  for (const field of CARD_FIELDS) {
    const file = cards[field];
    if (!file) continue;
    if (!isCardImageType(file.type)) fieldErrors[field] = ValidationMessage.cardImageTypeNotAllowed;
    else if (file.size > CARD_IMAGE_MAX_BYTES) fieldErrors[field] = ValidationMessage.cardImageTooLarge;
  }
  if (!validation.ok || Object.keys(fieldErrors).length > 0) return { ok: false, status: 400, fieldErrors };

  const idempotencyKey = String(form.get('idempotencyKey') ?? '');
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    const booking = await client.book(
      validation.value,
      {
        cardFront: cards.cardFront,
        cardBack: cards.cardBack,
        ...(IDEMPOTENCY_KEY.test(idempotencyKey) ? { idempotencyKey } : {}),
      },
      { headers: forwarded, cache: 'no-store', signal: AbortSignal.timeout(CMS_TIMEOUT_MS) },
    );
    return { ok: true, booking };
  } catch (error) {
    const result = readBookError(error);
    // The booking itself is personal data: only the outcome is logged.
    if (result.status === 0 || result.status >= 500) console.error(`[booking] the CMS answered ${result.status}`);
    return result;
  }
}

function readJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
