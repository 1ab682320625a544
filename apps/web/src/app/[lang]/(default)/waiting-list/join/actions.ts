'use server';

import {
  ErrorCode,
  type TPhoneCodeSentAnswer,
  ZPhoneCodeRequestSchema,
  ZWaitingListJoinSchema,
  collectFieldErrors,
} from '@clinic/domain';
import { cookies } from 'next/headers';
import { readServerEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { readErrorCode, toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';
import { WAITING_ENTRY_COOKIE, WAITING_ENTRY_LINK } from '../entry/entry-cookie';

const CMS_TIMEOUT_MS = 15_000;
/** As long as a link's cookie: the entry's page stays open to this browser for a day. */
const ENTRY_COOKIE_SECONDS = 24 * 60 * 60;

/** Calls the CMS for the visitor (their address forwarded, so each is limited on their own), logging an outage. */
async function callCms<TValue>(
  what: string,
  call: (
    client: Awaited<ReturnType<typeof createVisitorCmsClient>>['client'],
    options: { headers: Headers; cache: 'no-store'; signal: AbortSignal },
  ) => Promise<TValue>,
): Promise<TActionResult<TValue>> {
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    return succeed(
      await call(client, { headers: forwarded, cache: 'no-store', signal: AbortSignal.timeout(CMS_TIMEOUT_MS) }),
    );
  } catch (error) {
    const code = readErrorCode(error);
    if (code === ErrorCode.SERVICE_UNAVAILABLE || code === ErrorCode.INTERNAL) {
      console.error(`[waiting-list] ${what} failed: ${code}`);
    }
    return toActionFailure(error);
  }
}

/** Sends the code that confirms the patient's mobile, checked with the shared schema first. */
export async function sendPhoneCode(request: unknown): Promise<TActionResult<TPhoneCodeSentAnswer>> {
  const parsed = ZPhoneCodeRequestSchema.safeParse(request);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  return callCms('a phone code', (client, options) => client.sendPhoneCode(parsed.data, options));
}

/**
 * Puts the patient on the waiting list with their code. The entry's link token the CMS answers goes
 * into the entry page's httpOnly cookie (this language's page), never to the browser's script.
 */
export async function joinWaitingList(locale: Locale, request: unknown): Promise<TActionResult> {
  const parsed = ZWaitingListJoinSchema.safeParse(request);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  const joined = await callCms('joining the waiting list', (client, options) =>
    client.joinWaitingList(parsed.data, options),
  );
  if (!joined.ok) return joined;
  (await cookies()).set(WAITING_ENTRY_COOKIE, joined.value.token, {
    path: `/${locale}${WAITING_ENTRY_LINK.page}`,
    maxAge: ENTRY_COOKIE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: readServerEnv().SITE_URL.startsWith('https:'),
  });
  return succeed(undefined);
}
