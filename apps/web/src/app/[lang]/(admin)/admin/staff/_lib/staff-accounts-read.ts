import 'server-only';
import type { Locale } from '@/i18n/routing';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';

/**
 * What both staff account pages read, as a signed-in manager (any other member meets the not-found
 * page): the branches and doctors an account may be given, and every account, or null when they could not be read.
 */
export async function readStaffAccounts(locale: Locale) {
  const cms = await openManagerCms(locale);
  const [{ branches, doctors }, accounts] = await Promise.all([
    listStaffPlaces(cms.session, locale),
    readOrNull(cms.client.listStaffAccounts(cms.fresh), locale, 'the staff accounts'),
  ]);
  return { session: cms.session, branches, doctors, accounts };
}

/** The branches and doctors as the account forms offer them: each by id and name. */
export const toPlaceChoices = (
  branches: readonly { documentId: string; name: string }[],
  doctors: readonly { documentId: string; name: string }[],
) => ({
  branches: branches.map(({ documentId, name }) => ({ documentId, name })),
  doctors: doctors.map(({ documentId, name }) => ({ documentId, name })),
});
