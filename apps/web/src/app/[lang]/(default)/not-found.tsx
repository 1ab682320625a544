import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundText } from '@/components/not-found-text';
import { Link } from '@/i18n/navigation';

/** Unknown paths, unknown ids and ids of the wrong form: all a 404 in the page's language. */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <ErrorScreen
      status={404}
      title={t('title')}
      heading={t('heading')}
      text={<NotFoundText />}
      actions={
        <Link href="/" className="rounded-md bg-brand px-6 py-3 font-semibold text-white">
          {t('backHome')}
        </Link>
      }
    />
  );
}
