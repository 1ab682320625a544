'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { Link } from '@/i18n/navigation';
import { Button, buttonClass } from '@/components/ui/button';

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
          <Button variant="secondary" onClick={reset}>
            {t('retry')}
          </Button>
          <Link href="/" className={buttonClass()}>
            {t('backHome')}
          </Link>
        </>
      }
    />
  );
}
