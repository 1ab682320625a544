import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundText } from '@/components/not-found-text';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** The site's 404 screen in the page's language, with the way home. */
export async function NotFoundScreen() {
  const t = await getTranslations('NotFound');
  return (
    <ErrorScreen
      status={404}
      title={t('title')}
      heading={t('heading')}
      text={<NotFoundText />}
      actions={
        <Link href="/" className={buttonClass()}>
          {t('backHome')}
        </Link>
      }
    />
  );
}

function NotFoundSignal(): never {
  notFound();
}

/**
 * What a public page returns, instead of calling notFound(), for something that does not exist. A
 * notFound() thrown while the page renders answers 404 with Next's empty error document, its words
 * drawn only once the scripts run (vercel/next.js#62228). Thrown inside this Suspense boundary, Next
 * answers 404 with the fallback, this screen, rendered inside the site's layout: the HTML has the
 * page's language and direction, the header, the footer and the words. In the browser the signal
 * throws again and (default)/not-found.tsx shows the same screen. This holds where Next prerenders
 * the page (static and ISR pages); a page rendered per request answers 200 unless src/proxy.ts has
 * answered 404 for its path (as it does for a path no route has).
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={<NotFoundScreen />}>
      <NotFoundSignal />
    </Suspense>
  );
}
