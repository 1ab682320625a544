import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingFrame } from '@/components/booking-frame';
import type { Locale } from '@/i18n/routing';
import { buildAlternates } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[lang]/booking'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'BookingPage' });
  return { title: t('title'), description: t('description'), alternates: buildAlternates('/booking', locale) };
}

/** The frame only: the booking wizard (doctor and branch flows) comes in a later issue. */
export default async function BookingPage({ params }: PageProps<'/[lang]/booking'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'BookingPage' });
  return <BookingFrame locale={locale} title={t('title')} description={t('description')} />;
}
