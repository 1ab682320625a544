'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. Forms
 * render disabled until then: text typed before hydration would be wiped when they register their
 * fields, and Enter would submit natively, putting what was typed in a URL.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
