import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import type { Locale } from '@/i18n/routing';
import { getMainInfo } from '@/lib/site-content';
import { linkPageMetadata, openLinkedRecord } from '@/lib/link-page';
import { ManageBooking } from './_components/manage-booking';
import { MANAGE_COOKIE } from './manage-cookie';

export async function generateMetadata({ params }: PageProps<'/[lang]/booking/manage'>): Promise<Metadata> {
  return linkPageMetadata(params, 'ManageBooking');
}

/**
 * Manage my booking: reached through the link's 303 ([token]/route.ts), with the token in a cookie
 * only. Without one, or with a token that opens no booking (unknown, expired, anonymized), the plain
 * localized 404.
 */
export default async function ManageBookingPage({ params }: PageProps<'/[lang]/booking/manage'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [t, view, mainInfo] = await Promise.all([
    getTranslations({ locale, namespace: 'ManageBooking' }),
    openLinkedRecord(MANAGE_COOKIE, (client, token, options) => client.openManagedBooking(token, options)),
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
