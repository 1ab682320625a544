/**
 * WhatsApp's webhook: public, as Meta calls it; its handshake answers only WHATSAPP_VERIFY_TOKEN, and
 * its events are trusted only when signed with WHATSAPP_APP_SECRET (see src/messages/whatsapp-webhooks.ts).
 */
export default {
  routes: [
    { method: 'GET', path: '/whatsapp/webhook', handler: 'whatsapp-webhook.subscribe', config: { auth: false } },
    { method: 'POST', path: '/whatsapp/webhook', handler: 'whatsapp-webhook.events', config: { auth: false } },
  ],
};
