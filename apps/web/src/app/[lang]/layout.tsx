import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { preload } from 'react-dom';
import { AppChrome } from '@/components/app-chrome';
import { localeEntries, routing } from '@/i18n/routing';
import { buildAlternates } from '@/lib/seo';
import { findMainInfo } from '@/lib/site-content';
import { PRELOADED_FONT_FILES } from '../fonts';
import '../globals.css';

export const generateStaticParams = () => routing.locales.map((lang) => ({ lang }));

/**
 * The message namespaces that client components read. Only these travel to the browser: the rest
 * (every page's server-rendered text) would add about 20 kB to every page's HTML for nothing.
 * A client component that reads another namespace fails loudly in the e2e tests' console check.
 */
const CLIENT_NAMESPACES = [
  'Admin',
  'Booking',
  'ContactForm',
  'ErrorPage',
  'NotFound',
  'PasswordReset',
  'Validation',
] as const;

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
    metadataBase: new URL(process.env.SITE_URL ?? 'http://127.0.0.1:3000'),
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
  const [t, messages] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Layout' }),
    getMessages({ locale: lang }),
  ]);
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
  for (const file of PRELOADED_FONT_FILES[entry.direction]) {
    preload(`/fonts/${file}`, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }

  return (
    <html lang={entry.code} dir={entry.direction}>
      <body className="flex min-h-dvh flex-col bg-white text-slate-900 antialiased">
        <NextIntlClientProvider messages={clientMessages}>
          <AppChrome direction={entry.direction} notificationsLabel={t('notifications')} />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
