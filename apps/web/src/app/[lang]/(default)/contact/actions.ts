'use server';

import { ZContactMessageSchema, collectFieldErrors, isSpamError } from '@clinic/domain';
import { headers } from 'next/headers';
import { readServerEnv } from '@/env';
import { readVisitorAddress } from '@/lib/visitor-address';
import { type TSendContactResult, readContactResponse } from './contact-result';

/** Long enough for a slow CMS, short enough that the visitor is not left watching "Sending...". */
const CMS_TIMEOUT_MS = 15_000;

/**
 * Sends a contact form message to the CMS. A server action rather than a browser call so the
 * proxy secret stays here, and so the only dynamic part of the contact page is this request:
 * the page itself stays static.
 *
 * The input is parsed again with the shared schema: a server action is a public endpoint, and
 * the browser's checks prove nothing. The call is a plain fetch because the CMS client has no
 * method for the `/send` route.
 */
export async function sendContactMessage(input: unknown): Promise<TSendContactResult> {
  const parsed = ZContactMessageSchema.safeParse(input);
  if (!parsed.success) {
    // Answered like a delivered message, as the CMS does, so a bot cannot learn what gave it away.
    if (isSpamError(parsed.error)) return { ok: true };
    return { ok: false, status: 400, fieldErrors: collectFieldErrors(parsed.error) };
  }

  const { CMS_URL, WEB_PROXY_SECRET } = readServerEnv();
  const requestHeaders = new Headers({ accept: 'application/json', 'content-type': 'application/json' });
  // Without the secret the CMS ignores X-Forwarded-For and limits every visitor as this server.
  if (WEB_PROXY_SECRET) {
    requestHeaders.set('x-clinic-proxy-secret', WEB_PROXY_SECRET);
    requestHeaders.set('x-forwarded-for', readVisitorAddress(await headers()));
  }

  try {
    const response = await fetch(`${CMS_URL}/api/contact-messages/send`, {
      method: 'POST',
      headers: requestHeaders,
      body: JSON.stringify({ data: parsed.data }),
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    const result = readContactResponse(response.status, await readJson(response), response.headers.get('retry-after'));
    // The message itself is personal data: only the outcome is logged.
    if (!result.ok && result.status >= 500) console.error(`[contact] the CMS answered ${result.status}`);
    return result;
  } catch (error) {
    console.error(`[contact] the CMS could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 0 };
  }
}

/** The body as JSON, or undefined when it is empty or not JSON (a proxy's HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
