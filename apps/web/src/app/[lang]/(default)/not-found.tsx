import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundText } from '@/components/not-found-text';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { buttonClass } from '@/components/ui/button';

/**
 * The title in the HTML the server sends. Next renders a page that called notFound() in the browser
 * (the HTML has an empty body, vercel/next.js#62228) but puts this segment's metadata in its head; the
 * screen's own <title> keeps it once the browser has drawn the page.
 */
export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, lang) ? lang : routing.defaultLocale,
    namespace: 'NotFound',
  });
  return { title: { absolute: `404 - ${t('title')}` } };
}

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
        <Link href="/" className={buttonClass()}>
          {t('backHome')}
        </Link>
      }
    />
  );
}
