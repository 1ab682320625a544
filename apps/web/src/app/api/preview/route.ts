import { isLocale, readPreviewLink } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { readCmsPublicOrigin, readServerEnv } from '@/env';
import { createPreviewCmsClient } from '@/lib/cms';
import { DRAFT_MODE_COOKIE, PREVIEW_STATUS_COOKIE, previewCookieOptions } from '@/lib/preview-policy';
import { previewPagePath } from '@/lib/preview-page';

const refuse = async (query: URLSearchParams, status: 403 | 404) => {
  const language = query.get('locale');
  const t = await getTranslations({ locale: isLocale(language) ? language : 'en', namespace: 'Preview' });
  return new Response(t(status === 403 ? 'linkRefused' : 'entryMissing'), {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      // Shown where the link was opened, the panel's frame (browsers then ignore X-Frame-Options).
      'content-security-policy': `default-src 'none'; frame-ancestors ${readCmsPublicOrigin()}`,
    },
  });
};

/**
 * The admin panel's Preview opens this with a link the CMS signed (packages/domain's preview-link.ts).
 * A good link turns on draft mode for this browser and sends it to the entry's page, which then reads
 * the version previewed; anything else is refused and changes nothing.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const env = readServerEnv();
  const preview = await readPreviewLink(query, env.PREVIEW_SECRET, Date.now());
  if (!preview || !env.PREVIEW_API_TOKEN) return refuse(query, 403);
  const path = await previewPagePath(preview, createPreviewCmsClient(preview.status));
  if (!path) return refuse(query, 404);

  (await draftMode()).enable();
  // Next writes its cookie for a cross-site frame (SameSite=None; Secure). The CMS and the site share
  // one registrable domain, so the panel's frame is same-site: Lax is enough, and Secure only over https.
  const jar = await cookies();
  const options = previewCookieOptions();
  jar.set(DRAFT_MODE_COOKIE, jar.get(DRAFT_MODE_COOKIE)?.value ?? '', options);
  jar.set(PREVIEW_STATUS_COOKIE, preview.status, options);
  redirect(path);
}
