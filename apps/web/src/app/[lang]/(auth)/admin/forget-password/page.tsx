import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getStaffSession } from '@/lib/staff-session';
import { ForgotPasswordForm } from './_components/forgot-password-form';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('PasswordReset.forgotTitle');

/**
 * "Forgot your password?" (auth layout): staff ask for a reset link by email. As on
 * the sign-in page, a signed-in staff member has nothing to recover and goes straight to the list.
 */
export default async function ForgetPasswordPage({ params }: PageProps<'/[lang]/admin/forget-password'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  if (await getStaffSession()) redirect(`/${locale}/admin/appointments`);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return (
    <section aria-labelledby="forgot-password-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 id="forgot-password-title" className="text-2xl font-bold text-brand">
        {t('forgotTitle')}
      </h1>
      <p className="mt-1 mb-6 text-slate-700">{t('forgotDescription')}</p>
      <ForgotPasswordForm labelledBy="forgot-password-title" />
      <p className="mt-6 text-sm">
        <Link href="/admin/login" className="font-semibold text-brand underline">
          {t('backToSignIn')}
        </Link>
      </p>
    </section>
  );
}
