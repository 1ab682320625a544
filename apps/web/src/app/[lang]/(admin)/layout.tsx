import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LanguageSwitcher } from '@/components/language-switcher';
import type { Locale } from '@/i18n/routing';
import { listStaffPlaces } from '@/lib/staff-places';
import { requireStaffSession } from '@/lib/staff-session';
import { StaffNavigation } from './_components/staff-navigation';
import { countUnreadMessages } from './admin/messages/_lib/inbox';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The admin layout. Every page under it needs a staff session, checked here on
 * the server before anything renders: patient data never reaches a browser without one.
 */
export default async function AdminLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const locale = (await params).lang as Locale;
  // Asked beside the session's check, not after it (see openStaffCmsReading), and looked at once the
  // session stands. The nav still works without its count; the inbox page says when it cannot load.
  const counting = countUnreadMessages(locale).then(
    (count) => ({ count }),
    (error: unknown) => ({ error }),
  );
  const session = await requireStaffSession(locale);
  const [t, layout, format, counted, places] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'Layout' }),
    getFormatter({ locale }),
    counting,
    listStaffPlaces(session, locale),
  ]);
  // A doctor has no inbox: the count the CMS refused them is no failure.
  if ('error' in counted && session.user.role !== 'doctor') {
    const { error } = counted;
    console.error(`[staff] the unread message count failed: ${error instanceof Error ? error.message : 'unknown'}`);
  }
  const unread = 'count' in counted ? counted.count : null;
  const branchNames = places.branches.map((branch) => branch.name);
  const roleLine =
    session.user.role === 'manager'
      ? t('role.manager')
      : session.user.role === 'doctor'
        ? t('role.doctor')
        : branchNames.length > 0
          ? t('role.receptionist', { branches: format.list(branchNames, { type: 'conjunction' }) })
          : t('role.receptionistWithoutBranch');
  return (
    <>
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:shadow"
      >
        {layout('skipToContent')}
      </a>
      <header className="bg-brand text-white print:hidden">
        <div className="mx-auto flex w-full max-w-[96rem] flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-semibold max-2xl:sr-only">{t('staffArea')}</p>
          <StaffNavigation locale={locale} role={session.user.role} unread={unread} />
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="flex flex-col">
              <span>{t('signedInAs', { email: session.user.email })}</span>
              <span className="text-xs">{roleLine}</span>
            </p>
            <LanguageSwitcher label={layout('languageSwitcher')} tone="onBrand" />
            <form method="post" action={`/${locale}/admin/sign-out`}>
              <button type="submit" className="rounded-md border border-white px-3 py-1.5 font-semibold">
                {t('signOut')}
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[96rem] flex-1 px-4 py-8 print:max-w-none print:p-0">
        {children}
      </main>
    </>
  );
}
