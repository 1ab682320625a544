import { PASSWORD_MIN_LENGTH } from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { InvalidLinkNotice } from './_components/invalid-link-notice';
import { ResetPasswordForm } from './_components/reset-password-form';
import { pageTitle } from '@/lib/page-title';

// The code is in this page's URL: no Referer may carry it to another site.
export const generateMetadata = pageTitle('PasswordReset.resetTitle', { referrer: 'no-referrer' });

/** The emailed link's page: a new password for the account the `code` query parameter stands for. */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<'/[lang]/admin/reset-password'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [t, { code }] = await Promise.all([getTranslations({ locale, namespace: 'PasswordReset' }), searchParams]);
  return (
    <section aria-labelledby="reset-password-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 id="reset-password-title" className="text-2xl font-bold text-brand">
        {t('resetTitle')}
      </h1>
      {typeof code === 'string' && code !== '' ? (
        <>
          <p className="mt-1 mb-6 text-slate-700">{t('resetDescription')}</p>
          <ResetPasswordForm labelledBy="reset-password-title" code={code} minLength={PASSWORD_MIN_LENGTH} />
        </>
      ) : (
        <div className="mt-6">
          <InvalidLinkNotice message={t('invalidLink')} linkLabel={t('requestNewLink')} />
        </div>
      )}
    </section>
  );
}
