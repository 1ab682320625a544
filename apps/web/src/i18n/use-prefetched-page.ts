'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from './navigation';

/**
 * Fetches the current page's own route ahead, for screens whose choices live in its query (filters,
 * booking steps): each choice is a navigation to the same page, and with the page already in the
 * router's cache its address commits at once instead of after a round trip. Links no longer prefetch
 * on sight (./link), which used to fetch these pages as a side effect.
 */
export function usePrefetchedPage(): void {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    router.prefetch(pathname);
  }, [router, pathname]);
}
