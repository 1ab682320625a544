'use server';

import { ErrorCode, ZWaitingLinkAnswerSchema, ZWaitingLinkSchema } from '@clinic/domain';
import { refresh } from 'next/cache';
import { cookies } from 'next/headers';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { readErrorCode, toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';
import { WAITING_ENTRY_COOKIE } from './entry-cookie';

/** What the patient did through the entry's link, or why it was refused. */
type TEntryAnswer = 'take' | 'decline' | 'leave';
export type TEntryAnswerState = TActionResult<TEntryAnswer> | null;

const CMS_TIMEOUT_MS = 15_000;

/**
 * Sends the patient's answer with the token from the entry's cookie (never from the form), then has
 * the page read the entry again, whatever the answer: an offer that ended meanwhile shows as it now
 * is. Works without JavaScript: the form posts, and the page renders with the answer.
 */
async function sendAnswer(answer: TEntryAnswer, form: FormData): Promise<TActionResult<TEntryAnswer>> {
  const token = (await cookies()).get(WAITING_ENTRY_COOKIE)?.value;
  if (!token) return fail(ErrorCode.NOT_FOUND);
  const { client, forwarded } = await createVisitorCmsClient();
  const options = { headers: forwarded, cache: 'no-store' as const, signal: AbortSignal.timeout(CMS_TIMEOUT_MS) };
  try {
    if (answer === 'leave') {
      const parsed = ZWaitingLinkSchema.safeParse({ token });
      if (!parsed.success) return fail(ErrorCode.NOT_FOUND);
      await client.leaveWaitingList(parsed.data.token, options);
    } else {
      const input = { token, offer: String(form.get('offer') ?? '') };
      if (!ZWaitingLinkAnswerSchema.safeParse(input).success) return fail(ErrorCode.VALIDATION_FAILED);
      await (answer === 'take' ? client.takeOfferByLink(input, options) : client.declineOfferByLink(input, options));
    }
    refresh();
    return succeed(answer);
  } catch (error) {
    const code = readErrorCode(error);
    if (code === ErrorCode.SERVICE_UNAVAILABLE || code === ErrorCode.INTERNAL) {
      console.error(`[waiting-list] ${answer} failed: ${code}`);
    }
    refresh();
    return toActionFailure(error);
  }
}

/** "Take this time": books the held place (the offer's id is the form's). */
export async function takeOffer(_previous: TEntryAnswerState, form: FormData): Promise<TEntryAnswerState> {
  return sendAnswer('take', form);
}

/** "Pass it on": the next patient waiting is offered the place. */
export async function declineOffer(_previous: TEntryAnswerState, form: FormData): Promise<TEntryAnswerState> {
  return sendAnswer('decline', form);
}

/** "Yes, leave": off the waiting list. */
export async function leaveWaitingList(_previous: TEntryAnswerState, form: FormData): Promise<TEntryAnswerState> {
  return sendAnswer('leave', form);
}
