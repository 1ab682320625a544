import { isCmsError } from '@clinic/cms-client';
import { getPublicCmsClient } from '@/lib/cms';

/**
 * CMS media under the site's own origin: pages and the image optimizer ask `/uploads/…` here, and this
 * handler reads the CMS address at run time, so one build serves any CMS (and Next's refusal to
 * optimize images from local IPs never applies).
 */
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[...path]'>) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment.includes('/'))) return new Response(null, { status: 404 });
  try {
    const media = await getPublicCmsClient().openMedia(path, { cache: 'no-store' });
    return new Response(media.body, {
      headers: {
        'content-type': media.contentType ?? 'application/octet-stream',
        // Strapi names uploads by content hash: a file at a URL never changes.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    return new Response(null, { status: isCmsError(error) && error.status === 404 ? 404 : 502 });
  }
}
