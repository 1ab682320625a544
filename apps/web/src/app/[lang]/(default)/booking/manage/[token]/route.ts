import { openLinkPage } from '@/lib/link-cookie';
import { MANAGE_LINK } from '../manage-cookie';

/** The manage link from an email, an SMS (/m/) or the confirmation: kept in a cookie, and 303 to the manage page (openLinkPage). */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/booking/manage/[token]'>) {
  const { lang, token } = await params;
  return openLinkPage(MANAGE_LINK, lang, token);
}
