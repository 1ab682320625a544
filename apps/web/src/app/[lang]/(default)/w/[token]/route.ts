import { openLinkPage } from '@/lib/link-cookie';
import { WAITING_ENTRY_LINK } from '../../waiting-list/entry/entry-cookie';

/** A waiting-list entry's link from an offer's SMS or WhatsApp message: kept in a cookie, and 303 to the entry's page (openLinkPage). */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/w/[token]'>) {
  const { lang, token } = await params;
  return openLinkPage(WAITING_ENTRY_LINK, lang, token);
}
