import { handOnCmsAnswer } from '@/lib/browser-read';

/** The doctors list waits for no more than this; the cards then show no time. */
const CMS_TIMEOUT_MS = 10_000;

/**
 * Every doctor's next free time at each branch, for the doctors list's cards: one GET for the whole
 * page, never one per card, answered as the CMS answers it. The CMS keeps the list a minute at most
 * and remakes it after every booking (cms/src/booking/next-free-times.ts): nothing else may keep it.
 * In production nginx asks the CMS itself (docs/operations.md).
 */
export async function GET() {
  return handOnCmsAnswer('[doctors] next free times', '/api/availability/next-free-times', CMS_TIMEOUT_MS);
}
