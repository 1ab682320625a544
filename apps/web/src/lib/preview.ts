import 'server-only';
import type { PreviewStatus } from '@clinic/domain';
import { cookies, draftMode } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { PREVIEW_STATUS_COOKIE } from './preview-policy';

/**
 * The version this request previews, or null for a visitor's request. Only a request carrying Next's
 * draft-mode cookie (set by app/api/preview from a signed link) is a preview; a page being built or
 * its parameters listed (where Next has no request) never is.
 */
export const readPreviewStatus = cache(async (): Promise<PreviewStatus | null> => {
  let isPreview = false;
  try {
    isPreview = (await draftMode()).isEnabled;
  } catch (error) {
    unstable_rethrow(error);
  }
  if (!isPreview) return null;
  return (await cookies()).get(PREVIEW_STATUS_COOKIE)?.value === 'published' ? 'published' : 'draft';
});
