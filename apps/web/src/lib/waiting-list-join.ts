import type { TSiteHref } from '@/i18n/locale-path';

/** A doctor's waiting-list form, with the branch first chosen (from the booking) when there is one. */
export const waitingListJoinHref = (doctor: string, branch?: string | null): TSiteHref => ({
  pathname: `/waiting-list/join/${encodeURIComponent(doctor)}`,
  query: { branch },
});
