'use client';

import { toCairoDate } from '@clinic/domain/cairo-time';
import { useQuery } from '@tanstack/react-query';
import { requestAvailability } from '../_lib/availability-request';

/** How far ahead the screens look for free times. */
const AVAILABILITY_DAYS = 14;

/** A doctor's openings at a branch for the coming two weeks; refreshed each minute while shown. */
export function useAvailability(doctor: string | null, branch: string | null) {
  return useQuery({
    queryKey: ['availability', doctor, branch],
    enabled: Boolean(doctor && branch),
    refetchInterval: 60_000,
    queryFn: async () => {
      const result = await requestAvailability({ doctor: doctor ?? '', branch: branch ?? '', days: AVAILABILITY_DAYS });
      if (!result.ok) throw new Error(`availability ${result.code}`);
      return result.value;
    },
  });
}

/**
 * The doctor's openings at a branch on the Cairo date of `start`, whatever the date (the two weeks
 * above may not reach it): what the details step checks its chosen time against.
 */
export function useOpeningsOfDay(doctor: string, branch: string, start: string) {
  const date = Number.isNaN(Date.parse(start)) ? null : toCairoDate(new Date(start));
  return useQuery({
    queryKey: ['availability', doctor, branch, date],
    enabled: date !== null,
    refetchInterval: 60_000,
    queryFn: async () => {
      const result = await requestAvailability({ doctor, branch, from: date ?? undefined, days: 1 });
      if (!result.ok) throw new Error(`availability ${result.code}`);
      return result.value.days[0] ?? null;
    },
  });
}
