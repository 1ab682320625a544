import { handOnCmsAnswer } from '@/lib/browser-read';

/** Long enough for a slow CMS; the screen asks again on its own each minute. */
const CMS_TIMEOUT_MS = 30_000;

/**
 * A doctor's openings at a branch, for the booking screens' slot picker: the CMS's public
 * availability as it answers, which checks the query with ZAvailabilityQuerySchema. In production
 * nginx asks the CMS itself (docs/operations.md).
 */
export async function GET(request: Request) {
  return handOnCmsAnswer('[booking] availability', `/api/availability${new URL(request.url).search}`, CMS_TIMEOUT_MS);
}
