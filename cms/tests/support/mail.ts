import { expect, inject } from 'vitest';

/** A message as the test CMS's mail capture lists it (tools/src/mail-capture.ts). */
type CapturedEmail = {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  date: string;
};

/** The emails sent to one address, newest first (by the shared test CMS unless another capture is named). */
export const readEmails = async (to: string, mailUrl: string = inject('mailUrl')) => {
  const response = await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The mail capture answered ${response.status}`);
  return (await response.json()) as CapturedEmail[];
};

/** The newest email to `to`, once it has arrived (within `timeoutMs`): the CMS sends after it has answered. */
export const waitForEmail = async (to: string, timeoutMs = 10_000) => {
  await expect.poll(async () => (await readEmails(to)).length, { timeout: timeoutMs }).toBeGreaterThan(0);
  const [newest] = await readEmails(to);
  if (!newest) throw new Error(`No email to ${to}`);
  return newest;
};

/** An SMS as the test CMS's gateway lists it (tools/src/sms-capture.ts). */
type CapturedSms = { to: string; from: string; text: string; reference: string; messageId: string };

/** The SMS sent to one number (E.164), newest first. */
export const readSms = async (to: string, mailUrl: string = inject('mailUrl')) => {
  const response = await fetch(`${mailUrl}/sms?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The SMS capture answered ${response.status}`);
  return (await response.json()) as CapturedSms[];
};

/** Tells the test CMS's gateway to refuse a number (or, with `DELETE`, to take it again). */
export const refuseSmsTo = async (
  to: string,
  method: 'POST' | 'DELETE' = 'POST',
  mailUrl: string = inject('mailUrl'),
) => {
  const response = await fetch(`${mailUrl}/sms/refuse-number?to=${encodeURIComponent(to)}`, { method });
  expect(response.status).toBe(204);
};

/** A WhatsApp message as the test CMS's Cloud API lists it (tools/src/whatsapp-capture.ts). */
type CapturedWhatsApp = {
  to: string;
  template: string;
  language: string;
  parameters: string[];
  link: string | null;
  reference: string;
  messageId: string;
  statuses: string[];
};

/** The WhatsApp messages sent to one number (E.164), newest first. */
export const readWhatsApp = async (to: string, mailUrl: string = inject('mailUrl')) => {
  const response = await fetch(`${mailUrl}/whatsapp?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The WhatsApp capture answered ${response.status}`);
  return (await response.json()) as CapturedWhatsApp[];
};
