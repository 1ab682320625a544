import type { TPatientMessageChannel } from '@clinic/domain';
import { readCmsEnvironment } from '../environment';

// How each channel of the outbox is delivered (message-delivery.ts): its job's name and its settings.

/** Each channel's delivery beside the scheduled jobs, under whose alarm a refused clinic is raised. */
export const DELIVERY_JOBS: Record<TPatientMessageChannel, string> = {
  email: 'message-delivery',
  sms: 'sms-delivery',
  whatsapp: 'whatsapp-delivery',
};

/** A channel's delivery settings from the environment (MESSAGE_*, and how many it sends at once). */
export const readDeliverySettings = (channel: TPatientMessageChannel) => {
  const env = readCmsEnvironment();
  const concurrency = {
    email: env.SMTP_MAX_CONNECTIONS,
    sms: env.SMS_GATEWAY_CONCURRENCY,
    whatsapp: env.WHATSAPP_CONCURRENCY,
  };
  return {
    channel,
    pollMs: env.MESSAGE_POLL_MS,
    leaseMs: env.MESSAGE_LEASE_MS,
    concurrency: concurrency[channel],
    policy: {
      maxAttempts: env.MESSAGE_MAX_ATTEMPTS,
      baseDelayMs: env.MESSAGE_RETRY_BASE_MS,
      maxDelayMs: env.MESSAGE_RETRY_MAX_MS,
      senderPauseMs: env.MESSAGE_SENDER_PAUSE_MS,
    },
  };
};
