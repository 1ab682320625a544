import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import type { Locale } from '@/i18n/routing';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
