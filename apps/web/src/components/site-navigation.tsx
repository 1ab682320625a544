'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { navigationCurrent } from '@/lib/navigation-current';

type TNavigationItem = { href: string; label: string };

/** Tailwind's `md`: from here on the links are a row of the header and the menu button is gone. */
const WIDE_SCREEN = '(width >= 48rem)';

type SiteNavigationProps = {
  label: string;
  menuLabel: string;
  items: readonly TNavigationItem[];
  /** Shown at the end of the phone's menu only: the language switcher, which has no room beside it there. */
  phoneExtras: ReactNode;
};

/**
 * The main navigation: a row of links on a wide screen; on a phone a menu button that opens them as
 * a panel under the header (a disclosure). While it is open, Tab and Shift+Tab stay between the
 * button and the panel, Escape closes it and gives the button its focus back, and a touch outside
 * closes it. The menu is open only on the page where it was opened, so following a link closes it.
 * The link to the page on screen, or to its section, is marked with aria-current.
 */
export function SiteNavigation({ label, menuLabel, items, phoneExtras }: SiteNavigationProps) {
  const pathname = usePathname();
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const isOpen = openOnPage === pathname;
  const navigationRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const close = () => setOpenOnPage(null);
    const closeOnTouchOutside = (event: PointerEvent) => {
      if (!navigationRef.current?.contains(event.target as Node)) close();
    };
    const keepFocusInside = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !navigationRef.current) return;
      const stops = [...navigationRef.current.querySelectorAll<HTMLElement>('button, a[href]')].filter(
        (element) => element.offsetParent !== null,
      );
      const first = stops[0];
      const last = stops.at(-1);
      const focused = document.activeElement;
      const isInside = navigationRef.current.contains(focused);
      if (event.shiftKey && (focused === first || !isInside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (focused === last || !isInside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    const wideScreen = window.matchMedia(WIDE_SCREEN);
    document.addEventListener('pointerdown', closeOnTouchOutside);
    document.addEventListener('keydown', keepFocusInside);
    wideScreen.addEventListener('change', close);
    return () => {
      document.removeEventListener('pointerdown', closeOnTouchOutside);
      document.removeEventListener('keydown', keepFocusInside);
      wideScreen.removeEventListener('change', close);
    };
  }, [isOpen]);

  return (
    <nav ref={navigationRef} aria-label={label} className="md:order-last md:basis-full md:border-t md:border-slate-100">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOnPage(isOpen ? null : pathname)}
        className="inline-flex size-11 items-center justify-center rounded-md border border-slate-300 text-brand md:hidden"
      >
        <span className="sr-only">{menuLabel}</span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={panelId}
        className={`${isOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg md:static md:block md:max-h-none md:overflow-visible md:border-b-0 md:shadow-none`}
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-2 py-2 md:flex-row md:flex-wrap md:gap-1 md:px-0 md:py-0">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={navigationCurrent(pathname, item.href)}
                onClick={() => setOpenOnPage(null)}
                className="block rounded-md px-3 py-3 text-base text-slate-700 hover:text-brand aria-[current]:bg-brand-soft aria-[current]:font-semibold aria-[current]:text-brand md:py-2 md:text-sm"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-100 px-5 py-3 md:hidden">{phoneExtras}</div>
      </div>
    </nav>
  );
}
