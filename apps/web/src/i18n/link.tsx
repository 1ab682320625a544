'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { type TSiteHref, getPathname, stripLocalePrefix } from './locale-path';
import { rememberLocale } from './remember-locale';
import type { Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale' | 'prefetch'> & {
  /** A path of the site without its language ('/doctors'), or any other address as it is. */
  href: TSiteHref;
  /** Another language's page: the language switcher. */
  locale?: Locale;
};

/**
 * A link to a page of the site in the page's language (or `locale`'s), with next/link's client-side
 * navigation. Our own rather than next-intl's createNavigation, whose client half weighs 1.7 kB gzip on
 * every page for page-name translation this site does not use.
 *
 * It prefetches the page when the visitor shows intent (pointer over it, a touch, keyboard focus)
 * instead of when it scrolls into view. Next prefetches every visible link after the page loads: on
 * the home page, about twenty pages' payloads (some 70 kB a view, on a patient's mobile data), parsed
 * on the main thread while the page is becoming interactive (Lighthouse mobile /en: total blocking
 * time 300 ms with them, 85-150 ms without). A touch comes 50-100 ms before the click and a hover
 * longer, so the page is usually on its way before it is asked for.
 */
export function Link({ href, locale, onMouseEnter, onTouchStart, onFocus, onClick, ...props }: LinkProps) {
  const router = useRouter();
  const current = useLocale() as Locale;
  const isSwitching = locale !== undefined && locale !== current;
  // The anchor's own href is the page's final address, language prefix and query included.
  const prefetch = ({ currentTarget }: { currentTarget: HTMLAnchorElement }) => {
    const target = new URL(currentTarget.href);
    if (!isSwitching && target.origin === window.location.origin) router.prefetch(`${target.pathname}${target.search}`);
  };
  return (
    <NextLink
      {...props}
      href={getPathname({ locale: locale ?? current, href })}
      prefetch={false}
      onClick={(event) => {
        if (isSwitching) rememberLocale(locale);
        onClick?.(event);
      }}
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

/** The page's path without its language, as the site's links write it ('/doctors'). */
export function usePathname(): string {
  return stripLocalePrefix(useNextPathname());
}
