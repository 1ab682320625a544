'use client';

import { useSearchParams } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';

/**
 * The query of the page on screen, for screens whose choices live in the query of a static page
 * (booking steps, doctor and article filters), and a way to write it. A choice goes into the address
 * with the History API at once: Next.js folds pushState and replaceState into its router, so no
 * request is made and a reload keeps the choice. The router then catches up in a transition; until
 * it does, the screen shows the written query, so a checkbox never flicks back.
 */
export function usePageQuery() {
  const [, startTransition] = useTransition();
  const [query, setShownQuery] = useOptimistic(useSearchParams().toString());
  const writeQuery = (nextQuery: string, mode: 'push' | 'replace') =>
    startTransition(() => {
      setShownQuery(nextQuery);
      const url = nextQuery ? `?${nextQuery}` : window.location.pathname;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    });
  return [query, writeQuery] as const;
}
