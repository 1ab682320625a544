import type { TLinkPage } from '@/lib/link-cookie';

/** A review link's token, once opened: httpOnly, and sent only to the review page of each language. */
export const VISIT_REVIEW_COOKIE = 'clinic_visit_review';

export const VISIT_REVIEW_LINK: TLinkPage = { cookie: VISIT_REVIEW_COOKIE, page: '/review' };
