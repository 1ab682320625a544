import { ClientMessages } from '@/components/client-messages';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { readStaffAccounts, toPlaceChoices } from './_lib/staff-accounts-read';
import { NewStaffAccountForm } from './_components/staff-account-forms';
import { StaffAccountList } from './_components/staff-account-list';
import { StaffListPage } from '../../_components/staff-list-page';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.staffAccounts.title');

/**
 * The staff accounts, for managers only (any other member meets the not-found page): who may sign
 * in, in which role and for which branches, each with a link to change it, and the form that adds one.
 */
export default async function StaffAccountsPage({ params }: PageProps<'/[lang]/admin/staff'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [t, { session, branches, doctors, accounts }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.staffAccounts' }),
    readStaffAccounts(locale),
  ]);
  return (
    <ClientMessages locale={locale} namespaces={['Admin.staffAccounts', 'Validation']}>
      <StaffListPage
        title={t('title')}
        description={t('description')}
        list={accounts && { rows: accounts }}
        texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
        show={{
          render: (rows) => (
            <StaffAccountList
              accounts={rows}
              places={{ branches, doctors }}
              currentUserId={session.user.id}
              locale={locale}
            />
          ),
        }}
        locale={locale}
      >
        <NewStaffAccountForm places={toPlaceChoices(branches, doctors)} />
      </StaffListPage>
    </ClientMessages>
  );
}
