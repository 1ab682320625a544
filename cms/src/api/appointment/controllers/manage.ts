import {
  ZManageMessagesSchema,
  ZManageOpenSchema,
  ZPatientCancelSchema,
  ZPatientRescheduleSchema,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { answerPublicRequest } from '../../../utils/public-answers';
import { getManageService } from '../services/manage';

/**
 * The manage link's routes: public, and the token travels in the JSON body only, so no access log
 * or proxy ever records it. See cms/src/booking/manage-booking.ts for what each refuses. Each reads
 * its body with its schema and answers the page as it now is.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getManageService(strapi);
  return {
    /** POST /api/manage-booking/open — `{ token }`: the booking as its page shows it. */
    open: answerPublicRequest(ZManageOpenSchema, 'manage link', ({ token }, from) => service().open(token, from)),
    /** POST /api/manage-booking/cancel — `{ token, phoneDigits }`. */
    cancel: answerPublicRequest(ZPatientCancelSchema, 'cancellation', (input, from) => service().cancel(input, from)),
    /** POST /api/manage-booking/reschedule — `{ token, phoneDigits, from, start }`. */
    reschedule: answerPublicRequest(ZPatientRescheduleSchema, 'move', (input, from) =>
      service().reschedule(input, from),
    ),
    /** POST /api/manage-booking/messages — `{ token, stopped }`: stop this booking's messages, or have them again. */
    messages: answerPublicRequest(ZManageMessagesSchema, 'messages choice', (input, from) =>
      service().setMessagesStopped(input, from),
    ),
  };
};
