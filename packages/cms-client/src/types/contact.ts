import type { Locale } from './strapi';

/** What the contact form sends; see `ZContactMessageSchema` in @clinic/domain, which checks it. */
export type ContactMessageInput = {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  locale: Locale;
  /** The honeypot: empty for people. */
  website?: string;
};
