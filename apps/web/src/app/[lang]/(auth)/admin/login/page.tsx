import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { type TSignInReason, getStaffSession } from '@/lib/staff-session';
import { SignInForm } from './_components/sign-in-form';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.signInTitle');

/** Staff sign-in (auth layout). A signed-in staff member goes straight to the list. */
export default async function SignInPage({ params, searchParams }: PageProps<'/[lang]/admin/login'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  if (await getStaffSession()) redirect(`/${locale}/admin/appointments`);
  const [t, tReset, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'PasswordReset' }),
    searchParams,
  ]);
  const notices: Record<TSignInReason, string> = {
    expired: t('expired'),
    signedOut: t('signedOut'),
    'password-changed': tReset('passwordChanged'),
  };
  const reason = query.reason;
  const notice = typeof reason === 'string' && Object.hasOwn(notices, reason) ? notices[reason as TSignInReason] : null;
  return (
    <section aria-labelledby="sign-in-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h1 id="sign-in-title" className="text-2xl font-bold text-brand">
        {t('signInTitle')}
      </h1>
      <p className="mt-1 mb-6 text-slate-700">{t('signInDescription')}</p>
      <SignInForm notice={notice} />
      <p className="mt-6 text-sm">
        <Link href="/admin/forget-password" className="font-semibold text-brand underline">
          {t('forgotPassword')}
        </Link>
      </p>
    </section>
  );
}
