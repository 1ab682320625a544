import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { readServerEnv } from '@/env';
import { CONTENT_MODELS, type ContentModel, tagsChangedBy } from '@/lib/cms-cache';

const isContentModel = (value: unknown): value is ContentModel => CONTENT_MODELS.includes(value as ContentModel);

const isSignedBy = (presented: string | null, secret: string) => {
  if (!secret || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

const isPublicId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * Called by the CMS when editors change content: `{ model, publicId? }` names what changed, and every
 * cached fetch showing that model, with the changed document's own page's (or, when the notice names
 * none, every document's), expires now (not stale-while-revalidate), so the next visitor sees the change.
 */
export async function POST(request: Request) {
  if (!isSignedBy(request.headers.get('x-revalidate-secret'), readServerEnv().REVALIDATE_SECRET)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as { model?: unknown; publicId?: unknown } | null;
  if (!isContentModel(body?.model)) {
    // Models that no page caches (schedules, appointments) need nothing.
    return Response.json({ revalidated: [] });
  }
  const tags = tagsChangedBy({ model: body.model, publicId: isPublicId(body.publicId) ? body.publicId : undefined });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
