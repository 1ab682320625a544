import 'server-only';
import type { CmsClient } from '@clinic/cms-client';
import { ErrorCode, collectFieldErrors } from '@clinic/domain';
import type { z } from 'zod';
import { type TActionFailure, type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

type TRequestOptions = { headers: Headers; cache: 'no-store' };

/**
 * A visitor's request to the CMS from a server action, which is a public endpoint: the input checked
 * again with the shared schema (the browser's check proves nothing), the CMS called with the
 * visitor's address forwarded and nothing cached, and a failure answered as a code the page
 * translates, `explain` naming what the visitor can fix. An outage is logged as `what`, never with
 * the input, which is personal data.
 */
export async function sendAsVisitor<TSchema extends z.ZodType, TValue>({
  what,
  schema,
  input,
  send,
  explain = (failure) => failure,
}: {
  what: string;
  schema: TSchema;
  input: unknown;
  send: (client: CmsClient, checked: z.output<TSchema>, options: TRequestOptions) => Promise<TValue>;
  explain?: (failure: TActionFailure) => TActionFailure;
}): Promise<TActionResult<TValue>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    return succeed(await send(client, parsed.data, { headers: forwarded, cache: 'no-store' }));
  } catch (error) {
    const failure = toActionFailure(error);
    if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
      console.error(`[visitor] ${what} failed: ${failure.code}`);
    }
    return explain(failure);
  }
}
