import { ClinicAddress } from './clinic-address';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [mainInfo, t] = await Promise.all([getMainInfo(locale), getTranslations({ locale, namespace: 'Layout' })]);
  return (
    <footer className="mt-16 bg-brand text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-semibold">{mainInfo.clinicName}</p>
          {mainInfo.tagline ? <p className="mt-2 text-sm text-slate-300">{mainInfo.tagline}</p> : null}
        </div>
        <ClinicAddress locale={locale} className="text-sm" />
        <nav aria-label={t('footerNavigation')} className="text-sm">
          <ul className="space-y-2">
            <li>
              <Link href="/privacy-policy" className="underline">
                {t('privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link href="/terms-and-conditions" className="underline">
                {t('terms')}
              </Link>
            </li>
          </ul>
          {mainInfo.socialMedia && mainInfo.socialMedia.length > 0 ? (
            <div className="mt-4">
              <p className="font-semibold">{t('followUs')}</p>
              <ul className="mt-2 flex flex-wrap gap-3">
                {mainInfo.socialMedia.map((link) => (
                  <li key={link.id}>
                    <a href={link.url} rel="noopener" className="underline">
                      {t(`socialPlatforms.${link.platform}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </nav>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-slate-300">
        {t('copyright', { year: new Date().getFullYear(), clinic: mainInfo.clinicName })}
      </p>
    </footer>
  );
}
