import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { preload } from 'react-dom';
import { AppChrome } from '@/components/app-chrome';
import { ClientMessages } from '@/components/client-messages';
import { readServerEnv } from '@/env';
import { localeEntries, routing } from '@/i18n/routing';
import { buildAlternates } from '@/lib/seo';
import { findMainInfo } from '@/lib/site-content';
import { PRELOADED_FONT_FILES } from '../fonts';
import '../globals.css';

export const generateStaticParams = () => routing.locales.map((lang) => ({ lang }));

/**
 * How long a CDN may keep a prerendered page: fresh for 60 s, then served stale for at most 240 s more
 * while it fetches the new one (expireTime in next.config.ts), so an editor's change reaches every
 * visitor within 5 minutes. This server's own copy is refreshed at once by the CMS's notice.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const [mainInfo, t] = await Promise.all([
    findMainInfo(lang),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  const seo = mainInfo?.seo;
  const clinicName = mainInfo?.clinicName ?? t('siteName');
  const ogImage = seo?.openGraph?.ogImage?.url;
  return {
    metadataBase: new URL(readServerEnv().SITE_URL),
    title: { default: seo?.metaTitle ?? clinicName, template: `%s | ${clinicName}` },
    description: seo?.metaDescription ?? t('description'),
    alternates: buildAlternates(''),
    openGraph: {
      type: 'website',
      siteName: clinicName,
      title: seo?.openGraph?.ogTitle ?? seo?.metaTitle ?? clinicName,
      description: seo?.openGraph?.ogDescription ?? seo?.metaDescription ?? undefined,
      url: seo?.openGraph?.ogUrl ?? undefined,
      locale: localeEntries[lang].language.replace('-', '_'),
      images: ogImage ? [{ url: ogImage }] : undefined,
    },
    twitter: { card: 'summary_large_image' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const entry = localeEntries[lang];
  const t = await getTranslations({ locale: lang, namespace: 'Layout' });
  for (const file of PRELOADED_FONT_FILES[entry.direction]) {
    preload(`/fonts/${file}`, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }

  return (
    <html lang={entry.code} dir={entry.direction}>
      <body className="flex min-h-dvh flex-col bg-white text-slate-900 antialiased">
        <ClientMessages locale={lang} namespaces={[]}>
          <AppChrome locale={lang} direction={entry.direction} notificationsLabel={t('notifications')} />
          {children}
        </ClientMessages>
      </body>
    </html>
  );
}
