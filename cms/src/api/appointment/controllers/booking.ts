import { rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findAppointment } from '../../../appointments/appointment-records';
import { placeTakenError } from '../../../booking/availability';
import { readBookingForm, readUploadedFiles } from '../../../booking/booking-form';
import { cardImageStorage } from '../../../booking/card-image-storage';
import { recordAccess } from '../../../staff/access-log';
import { type SignedInStaff, appointmentsInScope, readStaffScope } from '../../../staff/staff-scope';
import { getBookingService } from '../services/booking';

type Context = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/appointments/book — multipart: `data` (JSON) and files `cardFront`, `cardBack`. */
  async book(ctx: Context) {
    const files = readUploadedFiles(ctx);
    try {
      const outcome = await getBookingService(strapi).createBooking(await readBookingForm(ctx, files));
      if (outcome.kind === 'conflict') throw placeTakenError(outcome.nextOpenings);
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
