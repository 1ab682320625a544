import 'server-only';
import type { StaffMessageList } from '@clinic/cms-client';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { type StaffCms, openStaffCmsReading } from '@/lib/staff-cms';
import type { TMessageListQuery } from './list-query';

/** One page of the inbox, read with the staff member's token and never cached. Rejects with the CmsError. */
export async function listMessages(cms: StaffCms, query: TMessageListQuery): Promise<StaffMessageList> {
  return cms.client.listMessages(query, cms.fresh);
}

/**
 * How many messages nobody has read yet. The staff nav and the inbox heading both show it: asked of
 * the CMS once per request, so the two always agree. Rejects with the CmsError.
 */
export const countUnreadMessages = cache(async (locale: Locale): Promise<number> => {
  const { answer } = await openStaffCmsReading(locale, ({ client, forwarded }) =>
    client.listMessages({ show: 'unread', page: 1, pageSize: 1 }, { headers: forwarded, cache: 'no-store' }),
  );
  return answer.unread;
});
