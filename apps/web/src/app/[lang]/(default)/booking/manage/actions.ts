'use server';

import { isCmsError } from '@clinic/cms-client';
import {
  ErrorCode,
  ZEarlierWaitSchema,
  ZManageMessagesSchema,
  ZPatientCancelSchema,
  ZPatientRescheduleSchema,
  type TPhoneChannel,
  collectFieldErrors,
} from '@clinic/domain';
import { refresh } from 'next/cache';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { readErrorCode, toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';
import { MANAGE_COOKIE } from './manage-cookie';

/** What the page says after a change: which change was made, or why it was refused. */
type TManageChange = 'canceled' | 'moved' | 'waiting';
type TManageRefusal = { triesLeft?: number; reason?: string };
export type TManageChangeState = TActionResult<TManageChange, TManageRefusal> | null;

const CMS_TIMEOUT_MS = 15_000;

/** The manage cookie's token, and the CMS client with the visitor's address, for one call about the booking. */
async function openManageCall() {
  const token = (await cookies()).get(MANAGE_COOKIE)?.value;
  const { client, forwarded } = await createVisitorCmsClient();
  const options = { headers: forwarded, cache: 'no-store' as const, signal: AbortSignal.timeout(CMS_TIMEOUT_MS) };
  return { token, client, options };
}

type TManageClient = Awaited<ReturnType<typeof openManageCall>>['client'];
type TManageOptions = Awaited<ReturnType<typeof openManageCall>>['options'];

/** A change's call: its input checked with `schema` (the digits among its fields), else its field errors. */
const checkedCall =
  <TSchema extends z.ZodType>(
    schema: TSchema,
    send: (client: TManageClient, input: z.output<TSchema>, options: TManageOptions) => Promise<unknown>,
  ) =>
  async (client: TManageClient, input: Record<string, unknown>, options: TManageOptions) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
    await send(client, parsed.data, options);
    return null;
  };

const CHANGES = {
  canceled: checkedCall(ZPatientCancelSchema, (client, input, options) => client.cancelManagedBooking(input, options)),
  moved: checkedCall(ZPatientRescheduleSchema, (client, input, options) =>
    client.rescheduleManagedBooking(input, options),
  ),
  waiting: checkedCall(ZEarlierWaitSchema, (client, input, options) => client.waitForEarlierTime(input, options)),
} satisfies Record<TManageChange, unknown>;

/**
 * Sends the patient's change with the token from the manage cookie (never from the form), then has
 * the page read the booking again. Works without JavaScript: the form posts, and the page is rendered
 * with the answer.
 */
async function sendChange(
  intent: TManageChange,
  input: Record<string, unknown>,
): Promise<TActionResult<TManageChange, TManageRefusal>> {
  const { token, client, options } = await openManageCall();
  if (!token) return fail(ErrorCode.NOT_FOUND);
  try {
    const refused = await CHANGES[intent](client, { ...input, token }, options);
    if (refused) return refused;
    refresh();
    return succeed(intent);
  } catch (error) {
    const code = readErrorCode(error);
    if (code === ErrorCode.SERVICE_UNAVAILABLE || code === ErrorCode.INTERNAL)
      console.error(`[manage] ${intent} failed: ${code}`);
    const details = isCmsError(error) ? error.details : {};
    // The page reads the booking again: a lock (the last wrong answer's too, which used up the tries),
    // a passed cutoff or a cancelled visit shows as it now is.
    if (code !== ErrorCode.VALIDATION_FAILED || details.triesLeft === 0) refresh();
    return toActionFailure(error, {
      ...(typeof details.triesLeft === 'number' ? { triesLeft: details.triesLeft } : {}),
      ...(typeof details.reason === 'string' ? { reason: details.reason } : {}),
    });
  }
}

/** The cancel form: the phone's last four digits. */
export async function cancelVisit(_previous: TManageChangeState, form: FormData): Promise<TManageChangeState> {
  return sendChange('canceled', { phoneDigits: String(form.get('phoneDigits') ?? '') });
}

/** The move form: the start the page showed, the new one, and the phone's last four digits. */
export async function moveVisit(_previous: TManageChangeState, form: FormData): Promise<TManageChangeState> {
  return sendChange('moved', {
    phoneDigits: String(form.get('phoneDigits') ?? ''),
    from: String(form.get('from') ?? ''),
    start: String(form.get('start') ?? ''),
  });
}

/** The earlier-time form: the parts of the day that suit, and the phone's last four digits. */
export async function waitForEarlierTime(_previous: TManageChangeState, form: FormData): Promise<TManageChangeState> {
  return sendChange('waiting', {
    phoneDigits: String(form.get('phoneDigits') ?? ''),
    dayParts: form.getAll('dayParts').map(String),
  });
}

/** Stops waiting for an earlier time: the link alone is enough. */
export async function stopWaitingForEarlierTime(): Promise<TActionResult> {
  const { token, client, options } = await openManageCall();
  if (!token) return fail(ErrorCode.NOT_FOUND);
  try {
    await client.stopWaitingForEarlierTime(token, options);
    refresh();
    return succeed(undefined);
  } catch (error) {
    if (readErrorCode(error) === ErrorCode.NOT_FOUND) refresh();
    return toActionFailure(error);
  }
}

/** What the page confirms: the messages stopped or had again, or the mobile's channel chosen. */
export type TMessagesChoiceState = TActionResult<'stopped' | 'resumed' | `${TPhoneChannel}Chosen`> | null;

/**
 * The messages' forms: `stopped` is 'true' to stop this booking's messages, anything else to have them
 * again; `phoneChannel`, sent by the channel's choice (with the stop as shown), how the mobile's go.
 */
export async function chooseMessages(_previous: TMessagesChoiceState, form: FormData): Promise<TMessagesChoiceState> {
  const { token, client, options } = await openManageCall();
  if (!token) return fail(ErrorCode.NOT_FOUND);
  const parsed = ZManageMessagesSchema.safeParse({
    token,
    stopped: form.get('stopped') === 'true',
    phoneChannel: form.get('phoneChannel') ?? undefined,
  });
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED);
  try {
    await client.setManagedBookingMessages(parsed.data, options);
    refresh();
    const { stopped, phoneChannel } = parsed.data;
    return succeed(phoneChannel ? (`${phoneChannel}Chosen` as const) : stopped ? 'stopped' : 'resumed');
  } catch (error) {
    if (readErrorCode(error) === ErrorCode.NOT_FOUND) refresh();
    return toActionFailure(error);
  }
}
