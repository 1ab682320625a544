'use client';

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
