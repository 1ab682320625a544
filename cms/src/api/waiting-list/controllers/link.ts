import { ZWaitingLinkAnswerSchema, ZWaitingLinkSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { answerPublicRequest } from '../../../utils/public-answers';
import { createWaitingLinks } from '../../../waiting-list/waiting-links';

/**
 * A waiting-list entry's link: public routes, the token in the JSON body only (as the manage link's),
 * each answering the entry's page as it now is. See cms/src/waiting-list/waiting-links.ts.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = createWaitingLinks(strapi);
  return {
    /** POST /api/waiting-list/link — `{ token }`: the entry and its offer. */
    open: answerPublicRequest(ZWaitingLinkSchema, 'waiting-list link', ({ token }, from) => links.open(token, from)),
    /** POST /api/waiting-list/link/take — `{ token, offer }`: books the held place. */
    take: answerPublicRequest(ZWaitingLinkAnswerSchema, 'offer answer', (answer, from) => links.take(answer, from)),
    /** POST /api/waiting-list/link/decline — `{ token, offer }`: passes the place on. */
    decline: answerPublicRequest(ZWaitingLinkAnswerSchema, 'offer answer', (answer, from) =>
      links.decline(answer, from),
    ),
    /** POST /api/waiting-list/link/leave — `{ token }`: off the list. */
    leave: answerPublicRequest(ZWaitingLinkSchema, 'waiting-list link', ({ token }, from) => links.leave(token, from)),
  };
};
