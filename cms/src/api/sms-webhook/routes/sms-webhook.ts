/**
 * The SMS gateway's webhooks: public, as the gateway calls them, and trusted only when signed with
 * SMS_WEBHOOK_SECRET (see src/messages/sms-webhooks.ts).
 */
export default {
  routes: ['reports', 'replies'].map((kind) => ({
    method: 'POST',
    path: `/sms/${kind}`,
    handler: `sms-webhook.${kind}`,
    config: { auth: false },
  })),
};
