import 'server-only';
import type { Locale } from '@/i18n/routing';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';

/**
 * What both staff account pages read, as a signed-in manager (any other member meets the not-found
 * page): the branches an account may be given, and every account, or null when they could not be read.
 */
export async function readStaffAccounts(locale: Locale) {
  const cms = await openManagerCms(locale);
  const [{ branches }, accounts] = await Promise.all([
    listStaffPlaces(cms.session, locale),
    readOrNull(cms.client.listStaffAccounts(cms.fresh), locale, 'the staff accounts'),
  ]);
  return { session: cms.session, branches, accounts };
}
