import { rm } from 'node:fs/promises';
import { AppError, ErrorCode, IDEMPOTENCY_KEY_PATTERN, validateBookingRequest } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findAppointment } from '../../../appointments/appointment-records';
import { type CardSide, checkCardImage } from '../../../booking/card-images';
import { cardImageStorage } from '../../../booking/card-image-storage';
import { fieldErrorsToDetails } from '../../../utils/validation-details';
import { recordAccess } from '../../../staff/access-log';
import { type SignedInStaff, appointmentsInScope, readStaffScope } from '../../../staff/staff-scope';
import { getBookingService } from '../services/booking';

type Context = Parameters<Core.MiddlewareHandler>[0];
type UploadedFile = { filepath: string; size: number };

const CARD_SIDES: CardSide[] = ['cardFront', 'cardBack'];

const readUploadedFiles = (ctx: Context) => {
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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/appointments/book — multipart: `data` (JSON) and files `cardFront`, `cardBack`. */
  async book(ctx: Context) {
    const files = readUploadedFiles(ctx);
    try {
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
      if (!validation.ok)
        throw new errors.ValidationError('Invalid booking', fieldErrorsToDetails(validation.fieldErrors));

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

      const outcome = await getBookingService(strapi).createBooking({
        request: validation.value,
        cardFiles,
        idempotencyKey,
      });
      if (outcome.kind === 'conflict') {
        throw new AppError(ErrorCode.SLOT_FULL, 'This time is no longer available', {
          details: { nextOpenings: outcome.nextOpenings },
        });
      }
      ctx.status = 201;
      ctx.body = { data: { ...outcome.booking, manageToken: outcome.manageToken } };
    } finally {
      // Multipart temp files are removed whatever happened; kept images were copied, re-encoded.
      await Promise.all(files.all.map((file) => rm(file.filepath, { force: true })));
    }
  },

  /**
   * GET /api/appointments/:id/cards/:side — a stored card image, for staff only, never cached; one of
   * an appointment outside the member's branches reads as missing.
   */
  async cardImage(ctx: Context) {
    const { id, side } = ctx.params as { id: string; side: string };
    if (side !== 'front' && side !== 'back') throw new errors.NotFoundError('No such card image');
    const user = ctx.state.user as SignedInStaff;
    const scope = await readStaffScope(strapi, user);
    const appointment = await findAppointment<{
      bookingNumber: string;
      cardFrontFile: string | null;
      cardBackFile: string | null;
    }>(strapi, {
      where: { $and: [{ documentId: id }, ...appointmentsInScope(scope)] },
      select: ['bookingNumber', 'cardFrontFile', 'cardBackFile'],
    });
    const fileName = side === 'front' ? appointment?.cardFrontFile : appointment?.cardBackFile;
    if (!appointment || !fileName) throw new errors.NotFoundError('No such card image');
    await recordAccess(strapi.db.connection, user, 'openCardImage', {
      appointment: { documentId: id, bookingNumber: appointment.bookingNumber },
      details: { side },
    });
    const image = await cardImageStorage().open(fileName);
    if (!image) throw new errors.NotFoundError('No such card image');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'image/webp';
    ctx.body = image;
  },
});
