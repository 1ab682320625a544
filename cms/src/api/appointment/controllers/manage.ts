import {
  ZManageMessagesSchema,
  ZManageOpenSchema,
  ZPatientCancelSchema,
  ZPatientRescheduleSchema,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { z } from 'zod';
import { resolveClientAddress } from '../../../utils/client-address';
import { readRequestData } from '../../../utils/validation-details';
import { type ManageService, getManageService } from '../services/manage';

type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * The manage link's routes: public, and the token travels in the JSON body only, so no access log
 * or proxy ever records it. See cms/src/booking/manage-booking.ts for what each refuses. Each reads
 * its body with its schema (`what` names it in a refusal) and answers the page as it now is.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const answer =
    <TSchema extends z.ZodType>(
      schema: TSchema,
      what: string,
      act: (service: ManageService, input: z.output<TSchema>, address: string) => Promise<unknown>,
    ) =>
    async (ctx: Context) => {
      const input = readRequestData(ctx, schema, what);
      ctx.body = { data: await act(getManageService(strapi), input, resolveClientAddress(ctx.request)) };
    };
  return {
    /** POST /api/manage-booking/open — `{ token }`: the booking as its page shows it. */
    open: answer(ZManageOpenSchema, 'manage link', (service, { token }, address) => service.open(token, address)),
    /** POST /api/manage-booking/cancel — `{ token, phoneDigits }`. */
    cancel: answer(ZPatientCancelSchema, 'cancellation', (service, cancel, address) => service.cancel(cancel, address)),
    /** POST /api/manage-booking/reschedule — `{ token, phoneDigits, from, start }`. */
    reschedule: answer(ZPatientRescheduleSchema, 'move', (service, move, address) => service.reschedule(move, address)),
    /** POST /api/manage-booking/messages — `{ token, stopped }`: stop this booking's messages, or have them again. */
    messages: answer(ZManageMessagesSchema, 'messages choice', (service, choice, address) =>
      service.setMessagesStopped(choice, address),
    ),
  };
};
