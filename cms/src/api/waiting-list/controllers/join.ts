import { ZPhoneCodeRequestSchema, ZWaitingListJoinSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { answerPublicRequest } from '../../../utils/public-answers';
import { createSiteEntries } from '../../../waiting-list/new-entries';

/** A patient joining a doctor's waiting list from the site. See cms/src/waiting-list/new-entries.ts. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const siteEntries = createSiteEntries(strapi);
  return {
    /** POST /api/waiting-list/phone-code — `{ phone, phoneChannel, locale }`: a code sent to the mobile. */
    sendCode: answerPublicRequest(ZPhoneCodeRequestSchema, 'phone code request', (request) =>
      siteEntries.sendCode(request),
    ),
    /** POST /api/waiting-list/join — the wish, the patient, their consent and the code: the entry's link token. */
    join: answerPublicRequest(ZWaitingListJoinSchema, 'waiting-list entry', (request) => siteEntries.join(request)),
  };
};
