import type { RequestOptions, Transport } from './request';
import type { ContactMessageInput } from './types/contact';

/** The contact route takes no locale parameter: a message carries its locale in its data. */
export type ContactCallOptions = Omit<RequestOptions, 'locale'>;

export type ContactApi = {
  /**
   * Sends a visitor's message to the clinic. Resolves once it is stored (the CMS never echoes it back);
   * rejects with a CmsError: 400 with field message keys (see `getFieldErrors`), 413 for an oversized
   * body, 429 when this address sent too many (see `retryAfterSeconds`).
   */
  sendContactMessage(message: ContactMessageInput, options?: ContactCallOptions): Promise<void>;
};

export function createContactApi(transport: Transport): ContactApi {
  return {
    async sendContactMessage(message, options) {
      await transport.requestEnvelope('POST', '/contact-messages/send', { body: { data: message }, options });
    },
  };
}
