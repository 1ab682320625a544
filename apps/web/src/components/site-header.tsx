import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';
import { CmsImage } from './cms-image';
import { LanguageSwitcher } from './language-switcher';
import { whatsAppChatUrl } from './phone-links';
import { SiteNavigation } from './site-navigation';

const NAVIGATION = [
  { href: '/', key: 'home' },
  { href: '/doctors', key: 'doctors' },
  { href: '/services', key: 'services' },
  { href: '/branches', key: 'branches' },
  { href: '/blog', key: 'blog' },
  { href: '/who-we-are', key: 'whoWeAre' },
  { href: '/faq', key: 'faq' },
  { href: '/contact', key: 'contact' },
] as const;

const SHORTCUT_CLASS = 'inline-flex size-11 items-center justify-center rounded-md';

/**
 * The header stays at the top of the screen while the page scrolls (globals.css keeps what the page
 * scrolls to below it). On a phone its one row holds the logo, Book, a call and a WhatsApp button
 * from main-info and the menu button; the language switcher moves into the menu.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [mainInfo, t] = await Promise.all([getMainInfo(locale), getTranslations({ locale, namespace: 'Layout' })]);
  const languageSwitcher = <LanguageSwitcher label={t('languageSwitcher')} />;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-2 sm:px-4">
        <Link href="/" className="me-auto flex items-center gap-2 font-semibold text-brand">
          <CmsImage media={mainInfo.logo} alt="" sizes="40px" className="size-10" />
          <span className="sr-only sm:not-sr-only">{mainInfo.clinicName}</span>
        </Link>
        <div className="hidden md:block">{languageSwitcher}</div>
        <Link
          href="/booking"
          className={buttonClass({ size: 'xs', className: 'inline-flex h-11 items-center hover:bg-brand/90 sm:px-4' })}
        >
          <span className="sm:hidden">{t('bookShort')}</span>
          <span className="hidden sm:inline">{t('bookNow')}</span>
        </Link>
        {mainInfo.phone ? (
          <a
            href={`tel:${mainInfo.phone}`}
            className={`${SHORTCUT_CLASS} border border-brand text-brand`}
            title={t('callClinic')}
          >
            <span className="sr-only">{t('callClinic')}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            </svg>
          </a>
        ) : null}
        {mainInfo.whatsapp ? (
          <a
            href={whatsAppChatUrl(mainInfo.whatsapp)}
            rel="noopener"
            className={`${SHORTCUT_CLASS} bg-emerald-700 text-white`}
            title={t('whatsappClinic')}
          >
            <span className="sr-only">{t('whatsappClinic')}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" />
              <path
                d="M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.6-2-1-1 .9a5 5 0 0 1-2.8-2.8l.9-1-1-2z"
                fill="currentColor"
                stroke="none"
              />
            </svg>
          </a>
        ) : null}
        <SiteNavigation
          label={t('mainNavigation')}
          menuLabel={t('menu')}
          items={NAVIGATION.map((item) => ({ href: item.href, label: t(item.key) }))}
          phoneExtras={languageSwitcher}
        />
      </div>
    </header>
  );
}
