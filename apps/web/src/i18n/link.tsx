'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localeNavigation } from './locale-navigation';

const { Link: LocaleLink } = localeNavigation;

/**
 * next-intl's Link, prefetching the page when the visitor shows intent (pointer over it, a touch,
 * keyboard focus) instead of when it scrolls into view. Next prefetches every visible link after
 * the page loads: on the home page, about twenty pages' payloads (some 70 kB a view, on a patient's
 * mobile data), parsed on the main thread while the page is becoming interactive (Lighthouse mobile
 * /en: total blocking time 300 ms with them, 85-150 ms without). A touch comes 50-100 ms before the
 * click and a hover longer, so the page is usually on its way before it is asked for.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof LocaleLink>) {
  const router = useRouter();
  // The anchor's own href is the page's final address, locale prefix and query included.
  const prefetch = ({ currentTarget }: { currentTarget: HTMLAnchorElement }) => {
    const target = new URL(currentTarget.href);
    if (target.origin === window.location.origin) router.prefetch(`${target.pathname}${target.search}`);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch(event);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch(event);
      }}
    />
  );
}
