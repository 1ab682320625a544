import type { TLinkPage } from '@/lib/link-cookie';

/** The manage link's token, once opened: httpOnly, and sent only to the manage page of each language. */
export const MANAGE_COOKIE = 'clinic_manage_booking';

export const MANAGE_LINK: TLinkPage = { cookie: MANAGE_COOKIE, page: '/booking/manage' };
