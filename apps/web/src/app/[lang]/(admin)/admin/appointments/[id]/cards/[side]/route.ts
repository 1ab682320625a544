import { isCmsError } from '@clinic/cms-client';
import { type Locale, routing } from '@/i18n/routing';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

/**
 * GET /{lang}/admin/appointments/{id}/cards/{front|back} — a patient's card image for the detail
 * page. The browser never holds the staff token: this route reads the image from the CMS with the
 * session's token and passes the bytes on, never cached anywhere.
 */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/admin/appointments/[id]/cards/[side]'>) {
  const { lang, id, side } = await params;
  if (!routing.locales.includes(lang as Locale) || (side !== 'front' && side !== 'back')) {
    return new Response(null, { status: 404 });
  }
  const cms = await openStaffCms(lang as Locale);
  try {
    const image = await cms.client.openCardImage(id, side, cms.fresh);
    return new Response(image, {
      headers: {
        'Content-Type': 'image/webp',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      },
    });
  } catch (error) {
    leaveIfSessionRejected(error, lang as Locale);
    return new Response(null, { status: isCmsError(error) && error.status === 404 ? 404 : 502 });
  }
}
