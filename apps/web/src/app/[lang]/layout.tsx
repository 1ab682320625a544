import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { localeEntries, routing } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';
import '../globals.css';

export const generateStaticParams = () => routing.locales.map((lang) => ({ lang }));

// Only `en` and `ar` exist: any other first segment (e.g. a stray /favicon.ico) is a plain 404.
export const dynamicParams = false;

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const [mainInfo, t] = await Promise.all([
    getMainInfo(lang),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  const seo = mainInfo.seo;
  return {
    title: { default: seo?.metaTitle ?? mainInfo.clinicName, template: `%s | ${mainInfo.clinicName}` },
    description: seo?.metaDescription ?? t('description'),
    openGraph: {
      title: seo?.openGraph?.ogTitle ?? seo?.metaTitle ?? mainInfo.clinicName,
      description: seo?.openGraph?.ogDescription ?? seo?.metaDescription ?? undefined,
      url: seo?.openGraph?.ogUrl ?? undefined,
      locale: localeEntries[lang].language.replace('-', '_'),
    },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const entry = localeEntries[lang];

  return (
    <html lang={entry.code} dir={entry.direction}>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
