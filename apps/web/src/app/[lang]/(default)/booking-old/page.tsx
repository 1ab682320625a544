import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingFrame } from '@/components/booking-frame';
import type { Locale } from '@/i18n/routing';
import { buildAlternates } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[lang]/booking-old'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'BookingPage' });
  return {
    title: t('oldTitle'),
    description: t('oldDescription'),
    alternates: buildAlternates('/booking-old', locale),
  };
}

/** The frame only: the single-form booking comes in a later issue. */
export default async function OldBookingPage({ params }: PageProps<'/[lang]/booking-old'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'BookingPage' });
  return <BookingFrame locale={locale} title={t('oldTitle')} description={t('oldDescription')} />;
}
