import 'server-only';
import type { Locale } from '@/i18n/routing';
import { listBranches } from './content/branches';
import { listDoctors } from './content/doctors';
import { type TStaffSession, worksAtBranch } from './staff-session';

/**
 * The branches and doctors the staff area offers a member, in its filters and its new booking: those
 * of the branches they work for (every one for a manager). The CMS scopes the answers itself; this
 * only keeps choices off the page that could never match. Without the content, there is no choice.
 */
export async function listStaffPlaces(session: TStaffSession, locale: Locale) {
  const [branches, doctors] = await Promise.all([
    listBranches(locale).catch(() => []),
    listDoctors(locale).catch(() => []),
  ]);
  if (session.user.branches === null) return { branches, doctors };
  return {
    branches: branches.filter((branch) => worksAtBranch(session, branch.documentId)),
    doctors: doctors
      .map((doctor) => ({
        ...doctor,
        branches: (doctor.branches ?? []).filter((branch) => worksAtBranch(session, branch.documentId)),
      }))
      .filter((doctor) => doctor.branches.length > 0),
  };
}

/** The names of the branches and doctors a member may see, by document id: for records that name them by id only. */
export async function readPlaceNames(session: TStaffSession, locale: Locale): Promise<ReadonlyMap<string, string>> {
  const { branches, doctors } = await listStaffPlaces(session, locale);
  return new Map([...branches, ...doctors].map((place) => [place.documentId, place.name]));
}
