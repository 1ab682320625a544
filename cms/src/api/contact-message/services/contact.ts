import type { TContactMessage } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

const CONTACT_MESSAGE = 'api::contact-message.contact-message';

const createContactService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Keeps a validated message for the staff inbox, unread until someone opens it. */
  async storeMessage(message: TContactMessage) {
    await strapi.documents(CONTACT_MESSAGE).create({
      data: {
        name: message.name,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
        message: message.message,
        language: message.locale,
        isRead: false,
      },
    });
  },

  /** A bot filled the honeypot: nothing is kept, only a trace for whoever tunes the spam defences. */
  dropSpam(clientAddress: string) {
    strapi.log.info(`Contact message from ${clientAddress} dropped: the honeypot field was filled`);
  },
});

export type ContactService = ReturnType<typeof createContactService>;

export const getContactService = (strapi: Core.Strapi) =>
  strapi.service('api::contact-message.contact') as unknown as ContactService;

export default createContactService;
