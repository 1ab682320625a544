import {
  ZEarlierWaitSchema,
  ZManageMessagesSchema,
  ZManageOpenSchema,
  ZPatientCancelSchema,
  ZPatientRescheduleSchema,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { answerPublicRequest } from '../../../utils/public-answers';
import { getManageService } from '../services/manage';

/**
 * The manage link's routes, under /api/manage-booking/: `open` ({ token }: the booking as its page shows
 * it), `cancel` ({ token, phoneDigits }), `reschedule` ({ token, phoneDigits, from, start }), `messages`
 * ({ token, stopped, phoneChannel? }: stop this booking's messages or have them again),
 * `wait-earlier` ({ token, phoneDigits, dayParts }: wait for an earlier time) and `stop-waiting`
 * ({ token }). Public, and the token travels in the JSON body only, so no access log or proxy ever
 * records it. See cms/src/booking/manage-booking.ts for what each refuses. Each reads its body with its
 * schema and answers the page as it now is.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const manage = () => getManageService(strapi);
  return {
    open: answerPublicRequest(ZManageOpenSchema, 'link', (body, from) => manage().open(body, from)),
    cancel: answerPublicRequest(ZPatientCancelSchema, 'cancellation', (body, from) => manage().cancel(body, from)),
    reschedule: answerPublicRequest(ZPatientRescheduleSchema, 'move', (body, from) => manage().reschedule(body, from)),
    messages: answerPublicRequest(ZManageMessagesSchema, 'choice', (body, from) => manage().setMessages(body, from)),
    waitEarlier: answerPublicRequest(ZEarlierWaitSchema, 'wait', (body, from) => manage().waitForEarlier(body, from)),
    stopWaiting: answerPublicRequest(ZManageOpenSchema, 'link', (body, from) => manage().stopWaiting(body, from)),
  };
};
