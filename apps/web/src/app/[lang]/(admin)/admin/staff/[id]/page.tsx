import { ClientMessages } from '@/components/client-messages';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { readStaffAccounts, toPlaceChoices } from '../_lib/staff-accounts-read';
import { SendInvitationForm, StaffAccountChangeForm } from '../_components/staff-account-forms';
import { pageTitle } from '@/lib/page-title';
import { BackLink } from '../../../_components/back-link';

export const generateMetadata = pageTitle('Admin.staffAccounts.title');

/** One staff account, for managers: its role, branches and whether it may sign in, and a new password link. */
export default async function StaffAccountPage({ params }: PageProps<'/[lang]/admin/staff/[id]'>) {
  const { lang, id } = await params;
  const locale = lang as Locale;
  setRequestLocale(locale);
  const [t, { session, branches, doctors, accounts }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.staffAccounts' }),
    readStaffAccounts(locale),
  ]);
  // The error page, as for any page whose data the CMS did not give.
  if (!accounts) throw new Error('The staff accounts could not be read');
  const account = accounts.find((candidate) => String(candidate.id) === id);
  if (!account) notFound();
  const isOwnAccount = account.id === session.user.id;

  return (
    <ClientMessages locale={locale} namespaces={['Admin.staffAccounts', 'Validation']}>
      <p className="mb-4">
        <BackLink href="/admin/staff">{t('back')}</BackLink>
      </p>
      <h1 className="mb-6 text-3xl font-bold text-brand wrap-anywhere">{t('editTitle', { email: account.email })}</h1>
      <div className="grid gap-6">
        <StaffAccountChangeForm
          key={`${account.role}-${account.branches.join()}-${account.doctor}-${account.blocked}`}
          id={account.id}
          email={account.email}
          isOwnAccount={isOwnAccount}
          initial={{ role: account.role, branches: account.branches, doctor: account.doctor, blocked: account.blocked }}
          places={toPlaceChoices(branches, doctors)}
        />
        <SendInvitationForm id={account.id} email={account.email} isBlocked={account.blocked} />
      </div>
    </ClientMessages>
  );
}
