import { type ManagedBooking, isCmsError } from '@clinic/cms-client';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import type { Locale } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';
import { createVisitorCmsClient } from '@/lib/visitor-cms';
import { ManageBooking } from './_components/manage-booking';
import { MANAGE_COOKIE } from './manage-cookie';

export async function generateMetadata({ params }: PageProps<'/[lang]/booking/manage'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'ManageBooking' });
  // A patient's own page: never in a search engine, and no address of it worth sharing.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The booking the manage cookie's token opens; null when the CMS turns this address away for a while. */
async function openBooking(token: string): Promise<ManagedBooking | null> {
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    return await client.openManagedBooking(token, { headers: forwarded, cache: 'no-store' });
  } catch (error) {
    if (isCmsError(error) && error.status === 404) notFound();
    if (isCmsError(error) && error.status === 429) return null;
    throw error;
  }
}

/**
 * Manage my booking: reached through the link's 303 ([token]/route.ts), with the token in a cookie
 * only. Without one, or with a token that opens no booking (unknown, expired, anonymized), the plain
 * localized 404.
 */
export default async function ManageBookingPage({ params }: PageProps<'/[lang]/booking/manage'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const token = (await cookies()).get(MANAGE_COOKIE)?.value;
  if (!token) notFound();
  const [t, view, mainInfo] = await Promise.all([
    getTranslations({ locale, namespace: 'ManageBooking' }),
    openBooking(token),
    getMainInfo(locale),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      {view ? (
        <ClientMessages locale={locale} namespaces={['Booking', 'Fees', 'ManageBooking', 'Forms', 'Validation']}>
          <ManageBooking view={view} clinicName={mainInfo.clinicName} />
        </ClientMessages>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('rateLimited')}
        </p>
      )}
    </div>
  );
}
