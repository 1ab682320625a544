import { ErrorCode, ZAvailabilityQuerySchema } from '@clinic/domain';
import { fail } from '@/lib/action-result';
import { answerCmsRead, answerUncached } from '@/lib/browser-read';

/** Long enough for a slow CMS; the screen asks again on its own each minute. */
const CMS_TIMEOUT_MS = 30_000;

/**
 * A doctor's openings at a branch, for the booking screens' slot picker, from the CMS's public
 * availability, checked with the same schema the CMS applies.
 */
export async function GET(request: Request) {
  const parsed = ZAvailabilityQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return answerUncached(fail(ErrorCode.VALIDATION_FAILED));
  return answerCmsRead('[booking] availability', CMS_TIMEOUT_MS, (client, options) =>
    client.getAvailability(parsed.data, options),
  );
}
