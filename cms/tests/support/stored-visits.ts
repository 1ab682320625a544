import { createEntry } from './cms-admin';

/**
 * Stores a visit as it is, through the REST API, as no booking could make it (a past day, any status or
 * source): 15 minutes from `startsAt`, in slot mode, for a cash patient who consented now.
 */
export const storeVisit = (
  cmsUrl: string,
  token: string,
  { startsAt, ...visit }: { startsAt: Date } & Record<string, unknown>,
) =>
  createEntry(cmsUrl, token, 'appointments', {
    ...visit,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 15 * 60_000).toISOString(),
    contractType: 'cash',
    mode: 'slots',
    consentAt: new Date().toISOString(),
    consentPolicyVersion: '2026-11-26',
  });
