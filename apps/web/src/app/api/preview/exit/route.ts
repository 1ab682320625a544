import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { DRAFT_MODE_COOKIE, PREVIEW_STATUS_COOKIE, previewCookieOptions } from '@/lib/preview-policy';

/** A page of this site in one of its languages: `/en`, `/ar/doctor/6-…`; never another host. */
const SITE_PAGE = /^\/(?:en|ar)(?:[/?#]|$)/;

/** "Leave preview": draft mode off, and back to the same page as visitors see it. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  // Expired with the attributes they were written with (app/api/preview), which Next's own removal lacks.
  const jar = await cookies();
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_STATUS_COOKIE])
    jar.set(name, '', { ...previewCookieOptions(), maxAge: 0 });
  const page = request.nextUrl.searchParams.get('page') ?? '';
  redirect(SITE_PAGE.test(page) && !page.includes('\\') ? page : '/');
}
