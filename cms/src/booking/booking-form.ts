import { IDEMPOTENCY_KEY_PATTERN, validateBookingRequest } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fieldErrorsToDetails } from '../utils/validation-details';
import { type CardSide, checkCardImage } from './card-images';
import type { PatientBookingInput } from './patient-booking';

// The booking form as the CMS receives it: multipart, its `data` field the booking in JSON, its files
// the card images, and the Idempotency-Key header of the submit.

type Context = Parameters<Core.MiddlewareHandler>[0];
type UploadedFile = { filepath: string; size: number };

const CARD_SIDES: CardSide[] = ['cardFront', 'cardBack'];

/** The request's uploads: every one (to remove them), and each card side's. */
export const readUploadedFiles = (ctx: Context) => {
  const files = (ctx.request as unknown as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  const pick = (name: string) => {
    const value = files[name];
    return Array.isArray(value) ? value : value ? [value] : [];
  };
  return { all: Object.values(files).flat(), cardFront: pick('cardFront'), cardBack: pick('cardBack') };
};

const parseDataField = (ctx: Context): unknown => {
  const body = ctx.request.body as { data?: unknown } | undefined;
  if (typeof body?.data !== 'string') return body?.data;
  try {
    return JSON.parse(body.data);
  } catch {
    throw new errors.ValidationError(
      'The data field is not valid JSON',
      fieldErrorsToDetails({ data: 'validation.invalidType' }),
    );
  }
};

/**
 * The booking a form asks for, checked with the shared schema, its card images checked for size and
 * type: a validation error on the field at fault otherwise. `files` are the request's uploads
 * (readUploadedFiles), which the caller removes whatever happens.
 */
export const readBookingForm = async (
  ctx: Context,
  files: ReturnType<typeof readUploadedFiles>,
): Promise<PatientBookingInput> => {
  if (!ctx.is('multipart')) {
    throw new errors.ValidationError(
      'Send the booking as multipart/form-data',
      fieldErrorsToDetails({ data: 'validation.required' }),
    );
  }
  const idempotencyKey = ctx.request.get('idempotency-key') || undefined;
  if (idempotencyKey && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new errors.ValidationError(
      'Invalid Idempotency-Key header',
      fieldErrorsToDetails({ idempotencyKey: 'validation.invalidType' }),
    );
  }
  const unexpected = Object.keys((ctx.request as unknown as { files?: object }).files ?? {}).filter(
    (name) => !CARD_SIDES.includes(name as CardSide),
  );
  const duplicated = CARD_SIDES.filter((side) => files[side].length > 1);
  if (unexpected.length > 0 || duplicated.length > 0) {
    throw new errors.ValidationError(
      'Only one cardFront and one cardBack file are accepted',
      fieldErrorsToDetails(
        Object.fromEntries([...unexpected, ...duplicated].map((name) => [name, 'validation.invalidChoice'])),
      ),
    );
  }

  const validation = validateBookingRequest(parseDataField(ctx), {
    hasCardFront: files.cardFront.length === 1,
    hasCardBack: files.cardBack.length === 1,
  });
  if (!validation.ok) throw new errors.ValidationError('Invalid booking', fieldErrorsToDetails(validation.fieldErrors));

  const cardFiles: Partial<Record<CardSide, string>> = {};
  for (const side of CARD_SIDES) {
    const [file] = files[side];
    if (!file) continue;
    const check = await checkCardImage(file.filepath);
    if (!check.ok && check.reason === 'tooLarge') {
      throw new errors.PayloadTooLargeError(
        'A card image is larger than 5 MB',
        fieldErrorsToDetails({ [side]: 'validation.cardImageTooLarge' }),
      );
    }
    if (!check.ok) {
      throw new errors.ValidationError(
        'Card images must be JPEG, PNG or WebP pictures',
        fieldErrorsToDetails({ [side]: 'validation.cardImageTypeNotAllowed' }),
      );
    }
    cardFiles[side] = file.filepath;
  }
  return { request: validation.value, cardFiles, idempotencyKey };
};
