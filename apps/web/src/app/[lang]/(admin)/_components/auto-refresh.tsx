'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Renders the page again from the server every `seconds` while it is on screen, and as soon as it
 * comes back to it, so colleagues working the same list see each other's changes without reloading.
 * What a receptionist is typing in a client island stays as typed.
 */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const refreshIfShown = () => {
      if (document.visibilityState === 'visible') router.refresh();
    };
    const timer = window.setInterval(refreshIfShown, seconds * 1000);
    document.addEventListener('visibilitychange', refreshIfShown);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfShown);
    };
  }, [router, seconds]);
  return null;
}
