import { ClientMessages } from '@/components/client-messages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitcher } from '@/components/language-switcher';
import type { Locale } from '@/i18n/routing';
import { findMainInfo } from '@/lib/site-content';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The auth layout: sign-in and password pages, without the site's navigation. */
export default async function AuthLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const locale = (await params).lang as Locale;
  const [t, metadata, mainInfo] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    findMainInfo(locale),
  ]);
  return (
    <div className="flex flex-1 flex-col bg-brand-soft">
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-4 px-4 pt-8">
        <p className="font-semibold text-brand">{mainInfo?.clinicName ?? metadata('siteName')}</p>
        <LanguageSwitcher label={t('languageSwitcher')} />
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-8">
        <ClientMessages
          locale={locale}
          namespaces={[
            'Admin.email',
            'Admin.password',
            'Admin.signIn',
            'Admin.signingIn',
            'Admin.signInFailed',
            'Forms',
            'PasswordReset',
            'Validation',
          ]}
        >
          {children}
        </ClientMessages>
      </main>
    </div>
  );
}
