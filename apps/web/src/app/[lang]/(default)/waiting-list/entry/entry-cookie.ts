import type { TLinkPage } from '@/lib/link-cookie';

/** A waiting-list entry's link's token, once opened: httpOnly, and sent only to the entry's page of each language. */
export const WAITING_ENTRY_COOKIE = 'clinic_waiting_entry';

export const WAITING_ENTRY_LINK: TLinkPage = { cookie: WAITING_ENTRY_COOKIE, page: '/waiting-list/entry' };
