'use client';

import NextTopLoader from 'nextjs-toploader';
import NProgress from 'nprogress';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { rememberLocale } from '@/i18n/remember-locale';
import type { Locale } from '@/i18n/routing';
import { preloadToasterWhenIdle, readToasterWanted, watchToasterWanted } from '@/lib/notify';

/**
 * The app shell: a top loading bar and a toaster; and the page's language kept as the visitor's
 * (i18n/routing.ts's LOCALE_COOKIE), written here rather than by the server's answer.
 * Toploader mapping: colour #022351, height 3 px, speed 200 ms (the spec's throttle), crawl speed
 * 2000 ms (its duration). The spec's hide delay (500 ms) and reset delay (400 ms) have no option in
 * nextjs-toploader, which hides and resets on its own timing.
 * Toaster: rich colours, 4000 ms, at most 3 visible, 14 px gap, 356 px wide (sonner's default), 32 px
 * offset, bottom-right — bottom-left in Arabic, mirrored like the rest of the page. It mounts with
 * the first toast (lib/notify); sonner itself is fetched once the page is idle, after its first load.
 */
/**
 * nprogress (under nextjs-toploader) marks its bar `role="bar"`, which is no ARIA role: axe flags it
 * whenever a page is checked mid-navigation. The bar is decoration, so it is hidden from assistive
 * tech instead, and nprogress finds it by its class.
 */
const LOADING_BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
NProgress.configure({ barSelector: '.bar' });

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

export function AppChrome({
  locale,
  direction,
  notificationsLabel,
}: {
  locale: Locale;
  direction: 'ltr' | 'rtl';
  notificationsLabel: string;
}) {
  const isToasterWanted = useSyncExternalStore(watchToasterWanted, readToasterWanted, () => false);
  useEffect(preloadToasterWhenIdle, []);
  useEffect(() => rememberLocale(locale), [locale]);
  return (
    <>
      {/* The loader renders a <style> in the body, which HTML allows only as the first child of its parent. */}
      <div>
        <NextTopLoader
          color="#022351"
          height={3}
          speed={200}
          crawlSpeed={2000}
          showSpinner={false}
          shadow={false}
          template={LOADING_BAR_TEMPLATE}
        />
      </div>
      {isToasterWanted && (
        <Suspense>
          <Toaster
            richColors
            duration={4000}
            visibleToasts={3}
            gap={14}
            offset={32}
            dir={direction}
            containerAriaLabel={notificationsLabel}
            position={direction === 'rtl' ? 'bottom-left' : 'bottom-right'}
          />
        </Suspense>
      )}
    </>
  );
}
