import type { TPhoneChannel } from '@clinic/domain';

/**
 * How a patient's mobile is messaged, in the order the forms offer it: WhatsApp first, the default.
 * @clinic/domain's PHONE_CHANNELS, written out because its module brings zod into the browser.
 */
export const PHONE_CHANNEL_CHOICES = ['whatsapp', 'sms'] as const satisfies readonly TPhoneChannel[];
