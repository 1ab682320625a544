import { z } from 'zod';
import { ValidationMessage } from './messages';

/**
 * How the patient is messaged on their mobile: by WhatsApp (the default, where most patients in Egypt
 * read their messages) or by SMS. WhatsApp falls back to SMS for a number that is not on it, and a
 * clinic without WhatsApp sends SMS whatever was chosen.
 */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type TPhoneChannel = (typeof PHONE_CHANNELS)[number];

export const ZPhoneChannelSchema = z.enum(PHONE_CHANNELS, { error: ValidationMessage.invalidChoice });
