import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';
import { CmsImage } from './cms-image';
import { LanguageSwitcher } from './language-switcher';
import { buttonClass } from '@/components/ui/button';

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

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [mainInfo, t] = await Promise.all([getMainInfo(locale), getTranslations({ locale, namespace: 'Layout' })]);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 font-semibold text-brand">
          <CmsImage media={mainInfo.logo} alt="" sizes="40px" className="size-10" />
          <span>{mainInfo.clinicName}</span>
        </Link>
        <div className="flex items-center gap-3">
          <LanguageSwitcher label={t('languageSwitcher')} />
          <Link href="/booking" className={buttonClass({ size: 'sm', className: 'text-sm hover:bg-brand/90' })}>
            {t('bookNow')}
          </Link>
        </div>
      </div>
      <nav aria-label={t('mainNavigation')} className="border-t border-slate-100">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 text-sm">
          {NAVIGATION.map((item) => (
            <li key={item.key}>
              <Link href={item.href} className="block whitespace-nowrap px-3 py-2 text-slate-700 hover:text-brand">
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
