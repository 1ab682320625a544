import type { Core } from '@strapi/strapi';

const CONTACT_MESSAGE = 'api::contact-message.contact-message';

const createStaffService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Sets only the read flag of one message; null when there is no such message. */
  async markRead(documentId: string, isRead: boolean) {
    return strapi.documents(CONTACT_MESSAGE).update({ documentId, data: { isRead } });
  },
});

export type StaffMessagesService = ReturnType<typeof createStaffService>;

export const getStaffMessagesService = (strapi: Core.Strapi) =>
  strapi.service('api::contact-message.staff') as unknown as StaffMessagesService;

export default createStaffService;
