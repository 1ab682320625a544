import { readServerEnv } from '@/env';

/**
 * CMS media under the site's own origin: pages and the image optimizer ask `/uploads/…` here, and this
 * handler reads the CMS address at run time, so one build serves any CMS (and Next's refusal to
 * optimize images from local IPs never applies).
 */
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[...path]'>) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment.includes('/'))) return new Response(null, { status: 404 });
  const upstream = await fetch(`${readServerEnv().CMS_URL}/uploads/${path.map(encodeURIComponent).join('/')}`, {
    cache: 'no-store',
  }).catch(() => null);
  if (!upstream?.ok || !upstream.body) return new Response(null, { status: upstream?.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      // Strapi names uploads by content hash: a file at a URL never changes.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
