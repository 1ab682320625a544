import { getTranslations } from 'next-intl/server';
import { PreviewBanner } from '@/components/preview-banner';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import type { Locale } from '@/i18n/routing';
import { readPreviewStatus } from '@/lib/preview';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const locale = (await params).lang as Locale;
  const [t, preview] = await Promise.all([getTranslations({ locale, namespace: 'Layout' }), readPreviewStatus()]);
  const previewText = preview ? await getTranslations({ locale, namespace: 'Preview' }) : null;
  return (
    <>
      {previewText && (
        <PreviewBanner
          message={previewText(preview === 'published' ? 'publishedBanner' : 'draftBanner')}
          exitLabel={previewText('exit')}
        />
      )}
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
