'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { Link } from '@/i18n/navigation';

/** A failed CMS call or any unexpected error: the error screen, never a blank page. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      status={500}
      title={t('title')}
      heading={t('heading')}
      text={t('fallback')}
      actions={
        <>
          <button
            type="button"
            onClick={reset}
            className="rounded-md border border-brand px-6 py-3 font-semibold text-brand"
          >
            {t('retry')}
          </button>
          <Link href="/" className="rounded-md bg-brand px-6 py-3 font-semibold text-white">
            {t('backHome')}
          </Link>
        </>
      }
    />
  );
}
