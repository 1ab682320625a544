import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/not-found-page';
import { routing } from '@/i18n/routing';

/** The title in the HTML the server sends, and on the tab once the browser has drawn the page. */
export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, lang) ? lang : routing.defaultLocale,
    namespace: 'NotFound',
  });
  return { title: { absolute: `404 - ${t('title')}` } };
}

/**
 * Unknown paths, unknown ids and ids of the wrong form: all a 404 in the page's language. Public pages
 * return NotFoundPage, which Next renders into the HTML; this boundary draws it in the browser.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
