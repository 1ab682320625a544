import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localeEntries, routing } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { getMainInfo } from '@/lib/site-content';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const lang = (await params).lang as Locale;
  const [mainInfo, t] = await Promise.all([getMainInfo(lang), getTranslations({ locale: lang, namespace: 'Layout' })]);
  const otherLocales = routing.locales.filter((locale) => locale !== lang);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-slate-200">
        <nav
          aria-label={t('mainNavigation')}
          className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
        >
          <Link href="/" className="font-semibold text-brand">
            {mainInfo.clinicName}
          </Link>
          <ul className="flex items-center gap-3">
            {otherLocales.map((locale) => (
              <li key={locale}>
                <Link href="/" locale={locale} lang={localeEntries[locale].code} className="text-sm underline">
                  {localeEntries[locale].name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
      <footer className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600">
          <p>{mainInfo.address}</p>
          {mainInfo.phone ? (
            <p>
              {t('phone')}:{' '}
              <a href={`tel:${mainInfo.phone}`} dir="ltr">
                {mainInfo.phone}
              </a>
            </p>
          ) : null}
        </div>
      </footer>
    </>
  );
}
