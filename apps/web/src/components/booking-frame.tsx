import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';
import { PhoneLinks } from './phone-links';

type BookingFrameProps = { locale: Locale; title: string; description: string; children?: ReactNode };

/**
 * What both booking pages share: the heading, and the clinic's phone for patients who would rather
 * call. The booking screens themselves render as children.
 */
export async function BookingFrame({ locale, title, description, children }: BookingFrameProps) {
  const [mainInfo, t, layout] = await Promise.all([
    getMainInfo(locale),
    getTranslations({ locale, namespace: 'BookingPage' }),
    getTranslations({ locale, namespace: 'Layout' }),
  ]);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold text-brand">{title}</h1>
        <p className="mt-2 text-slate-700">{description}</p>
        {mainInfo.phone || mainInfo.whatsapp ? (
          <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{t('callUs')}</span>
            <PhoneLinks
              phone={mainInfo.phone}
              whatsapp={mainInfo.whatsapp}
              callLabel={layout('call')}
              whatsappLabel={layout('whatsapp')}
            />
          </p>
        ) : null}
      </header>
      {children}
    </div>
  );
}
