'use server';

import { type BookedAppointment, type NextOpening, getNextOpenings } from '@clinic/cms-client';
import {
  CARD_IMAGE_MAX_BYTES,
  ErrorCode,
  IDEMPOTENCY_KEY_PATTERN,
  ValidationMessage,
  isCardImageType,
  validateBookingRequest,
} from '@clinic/domain';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { readErrorCode, toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/** After SLOT_FULL: the openings to offer instead, soonest first. */
export type TBookingConflict = { nextOpenings: NextOpening[] };

export type TBookResult = TActionResult<BookedAppointment, TBookingConflict>;

/** Long enough for a slow CMS and two card images, short enough that nobody watches a spinner. */
const CMS_TIMEOUT_MS = 30_000;
const CARD_FIELDS = ['cardFront', 'cardBack'] as const;

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
  if (!validation.ok || Object.keys(fieldErrors).length > 0) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors });

  const idempotencyKey = String(form.get('idempotencyKey') ?? '');
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    const booking = await client.book(
      validation.value,
      {
        cardFront: cards.cardFront,
        cardBack: cards.cardBack,
        ...(IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey) ? { idempotencyKey } : {}),
      },
      { headers: forwarded, cache: 'no-store', signal: AbortSignal.timeout(CMS_TIMEOUT_MS) },
    );
    return succeed(booking);
  } catch (error) {
    const code = readErrorCode(error);
    // The booking itself is personal data: only the outcome is logged.
    if (code === ErrorCode.SERVICE_UNAVAILABLE || code === ErrorCode.INTERNAL)
      console.error(`[booking] failed: ${code}`);
    return toActionFailure(error, code === ErrorCode.SLOT_FULL ? { nextOpenings: getNextOpenings(error) } : undefined);
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
