import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { readServerEnv } from '@/env';
import { CONTENT_MODELS, type ContentModel } from '@/lib/cms-cache';

const isContentModel = (value: unknown): value is ContentModel => CONTENT_MODELS.includes(value as ContentModel);

const isSignedBy = (presented: string | null, secret: string) => {
  if (!secret || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Called by the CMS when editors change content: `{ model }` names what changed, and every cached
 * fetch tagged with it expires now (not stale-while-revalidate), so the next visitor sees the change.
 */
export async function POST(request: Request) {
  if (!isSignedBy(request.headers.get('x-revalidate-secret'), readServerEnv().REVALIDATE_SECRET)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { model?: unknown } | null;
  if (!isContentModel(body?.model)) {
    // Models that no page caches (schedules, appointments) need nothing.
    return Response.json({ revalidated: [] });
  }
  revalidateTag(body.model, { expire: 0 });
  return Response.json({ revalidated: [body.model] });
}
