import 'server-only';
import type { ContactMessage, PagePagination } from '@clinic/cms-client';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { type StaffCms, openStaffCms } from '@/lib/staff-cms';
import { type TMessageListQuery, UNREAD_COUNT_QUERY, toMessageCmsQuery } from './list-query';

type MessagePage = { data: ContactMessage[]; pagination: PagePagination };

/** One page of the inbox, read with the staff member's token and never cached. Rejects with the CmsError. */
export async function listMessages(cms: StaffCms, query: TMessageListQuery): Promise<MessagePage> {
  const { data, meta } = await cms.client.find('contact-messages', toMessageCmsQuery(query), {
    headers: cms.forwarded,
    cache: 'no-store',
  });
  // A page-based query is answered with page-based pagination.
  return { data, pagination: meta.pagination as PagePagination };
}

/**
 * How many messages nobody has read yet. The staff nav and the inbox heading both show it: asked of
 * the CMS once per request, so the two always agree. Rejects with the CmsError.
 */
export const countUnreadMessages = cache(async (locale: Locale): Promise<number> => {
  const cms = await openStaffCms(locale);
  const { meta } = await cms.client.find('contact-messages', UNREAD_COUNT_QUERY, {
    headers: cms.forwarded,
    cache: 'no-store',
  });
  return meta.pagination?.total ?? 0;
});
