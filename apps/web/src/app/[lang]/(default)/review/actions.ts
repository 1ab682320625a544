'use server';

import { ErrorCode, type TVisitReviewView, ZVisitReviewSchema, collectFieldErrors } from '@clinic/domain';
import { cookies } from 'next/headers';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { readErrorCode, toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';
import { VISIT_REVIEW_COOKIE } from './review-cookie';

const CMS_TIMEOUT_MS = 15_000;

/** What the form sent, kept to show it again whatever the answer. */
export type TReviewFormValues = { rating: string; text: string; signature: string; consent: boolean };

export type TReviewState = { result: TActionResult<TVisitReviewView>; values: TReviewFormValues } | null;

/**
 * Sends the patient's review with the token from the review page's cookie (never from the form),
 * checked with the shared schema first. Works without JavaScript: the form posts, and the page renders
 * with the answer and what was typed.
 */
export async function sendReview(_previous: TReviewState, form: FormData): Promise<TReviewState> {
  const values: TReviewFormValues = {
    rating: String(form.get('rating') ?? ''),
    text: String(form.get('text') ?? ''),
    signature: String(form.get('signature') ?? ''),
    consent: form.get('consent') === 'yes',
  };
  const token = (await cookies()).get(VISIT_REVIEW_COOKIE)?.value;
  if (!token) return { result: fail(ErrorCode.NOT_FOUND), values };
  const parsed = ZVisitReviewSchema.safeParse({
    token,
    locale: form.get('locale'),
    rating: values.rating === '' ? undefined : Number(values.rating),
    text: values.text,
    signature: values.signature || undefined,
    consent: values.consent || undefined,
  });
  if (!parsed.success) {
    return { result: fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) }), values };
  }
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    const view = await client.submitVisitReview(parsed.data, {
      headers: forwarded,
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    return { result: succeed(view), values };
  } catch (error) {
    const code = readErrorCode(error);
    if (code === ErrorCode.SERVICE_UNAVAILABLE || code === ErrorCode.INTERNAL) {
      console.error(`[review] sending a review failed: ${code}`);
    }
    return { result: toActionFailure(error), values };
  }
}
