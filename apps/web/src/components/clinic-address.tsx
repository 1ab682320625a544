import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';
import { PhoneLinks } from './phone-links';

/** The clinic's address, phone (call and WhatsApp) and email from main-info, wherever the site shows them. */
export async function ClinicAddress({ locale, className }: { locale: Locale; className?: string }) {
  const [mainInfo, t] = await Promise.all([getMainInfo(locale), getTranslations({ locale, namespace: 'Layout' })]);
  return (
    <address className={`space-y-2 not-italic ${className ?? ''}`}>
      {mainInfo.address ? (
        <p>
          <span className="font-semibold">{t('address')}: </span>
          {mainInfo.address}
        </p>
      ) : null}
      {mainInfo.phone || mainInfo.whatsapp ? (
        <p>
          <span className="font-semibold">{t('phone')}: </span>
          <PhoneLinks
            phone={mainInfo.phone}
            whatsapp={mainInfo.whatsapp}
            callLabel={t('call')}
            whatsappLabel={t('whatsapp')}
          />
        </p>
      ) : null}
      {mainInfo.email ? (
        <p>
          <span className="font-semibold">{t('email')}: </span>
          <a href={`mailto:${mainInfo.email}`} className="underline">
            <bdi dir="ltr">{mainInfo.email}</bdi>
          </a>
        </p>
      ) : null}
    </address>
  );
}
