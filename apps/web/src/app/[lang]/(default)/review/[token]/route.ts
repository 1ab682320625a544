import { openLinkPage } from '@/lib/link-cookie';
import { VISIT_REVIEW_LINK } from '../review-cookie';

/** A review link from an invitation's email: kept in a cookie, and 303 to the review page (openLinkPage). */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/review/[token]'>) {
  const { lang, token } = await params;
  return openLinkPage(VISIT_REVIEW_LINK, lang, token);
}
