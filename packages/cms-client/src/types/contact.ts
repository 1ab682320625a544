import type { TContactMessageInput } from '@clinic/domain';

/** What the contact form sends, as `ZContactMessageSchema` in @clinic/domain reads it (the honeypot too). */
export type ContactMessageInput = TContactMessageInput;
