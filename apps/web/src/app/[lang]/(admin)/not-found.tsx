import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/error-screen';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/**
 * What a staff member meets for a page that does not exist and for one they may not open (another
 * branch's visit, a manager's page): the same screen, inside the staff area, in its language, with
 * the way back to the appointments.
 */
export default async function StaffNotFound() {
  const locale = await getLocale();
  const [t, admin] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  return (
    <ErrorScreen
      status={404}
      title={t('title')}
      heading={t('heading')}
      text={t('fallback')}
      actions={
        <Link href="/admin/appointments" className={buttonClass()}>
          {admin('detail.back')}
        </Link>
      }
    />
  );
}
