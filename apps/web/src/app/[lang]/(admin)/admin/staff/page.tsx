import type { StaffAccount } from '@clinic/cms-client';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';
import { NewStaffAccountForm } from './_components/staff-account-forms';
import { PASSWORD_LINK_SECTION } from './_lib/password-link';
import { StaffPageHeading } from '../../_components/staff-list-page';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.staffAccounts.title');

/**
 * The staff accounts, for managers only (any other member meets the not-found page): who may sign
 * in, in which role and for which branches, each with a link to change it, and the form that adds one.
 */
export default async function StaffAccountsPage({ params }: PageProps<'/[lang]/admin/staff'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const cms = await openManagerCms(locale);
  const [t, format, { branches }, accounts] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.staffAccounts' }),
    getFormatter({ locale }),
    listStaffPlaces(cms.session, locale),
    readOrNull(cms.client.listStaffAccounts(cms.fresh), locale, 'the staff accounts'),
  ]);
  const branchNames = new Map(branches.map((branch) => [branch.documentId, branch.name]));
  const branchesOf = (account: StaffAccount) =>
    account.role === 'manager'
      ? t('everyBranch')
      : account.branches.length > 0
        ? format.list(
            account.branches.map((branch) => branchNames.get(branch) ?? branch),
            { type: 'conjunction' },
          )
        : t('noBranch');

  /** Blocked; invited, with the way to send the link again; or able to sign in. */
  const accountStatus = (account: StaffAccount) =>
    account.blocked ? (
      <span className="font-semibold text-red-800">{t('status.blocked')}</span>
    ) : account.invited ? (
      <>
        <span className="font-semibold text-amber-900">{t('status.invited')}</span>{' '}
        <Link
          href={`/admin/staff/${account.id}#${PASSWORD_LINK_SECTION}`}
          aria-label={t('sendLinkAgainTo', { email: account.email })}
          className="text-brand underline"
        >
          {t('sendLinkAgain')}
        </Link>
      </>
    ) : (
      t('status.active')
    );

  return (
    <>
      <StaffPageHeading title={t('title')} description={t('description')} />
      {!accounts ? (
        <p role="alert" className="mb-8 rounded-lg bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      ) : accounts.length === 0 ? (
        <p className="mb-8 rounded-lg bg-brand-soft p-4 text-brand">{t('empty')}</p>
      ) : (
        <>
          {/* On a phone, one card per account; the table from a tablet's width up. */}
          <ul className="mb-8 grid gap-3 md:hidden">
            {accounts.map((account) => (
              <li key={account.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold wrap-anywhere">
                  <bdi dir="ltr">{account.email}</bdi>
                  {account.id === cms.session.user.id ? (
                    <span className="ms-2 text-xs font-normal text-slate-600">({t('you')})</span>
                  ) : null}
                </p>
                <p>
                  {t(`roles.${account.role}`)} · {branchesOf(account)}
                </p>
                <p>{accountStatus(account)}</p>
                <Link
                  href={`/admin/staff/${account.id}`}
                  aria-label={t('changeLabel', { email: account.email })}
                  className="mt-2 inline-block font-semibold text-brand underline"
                >
                  {t('change')}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mb-8 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('title')}</caption>
              <thead className="bg-slate-50 text-start">
                <tr>
                  {(['email', 'role', 'branches', 'status', 'change'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.id} className="border-t border-slate-200">
                    <td className="px-3 py-2">
                      <bdi dir="ltr">{account.email}</bdi>
                      {account.id === cms.session.user.id ? (
                        <span className="ms-2 text-xs text-slate-600">({t('you')})</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{t(`roles.${account.role}`)}</td>
                    <td className="px-3 py-2">{branchesOf(account)}</td>
                    <td className="px-3 py-2">{accountStatus(account)}</td>
                    <td className="px-3 py-2">
                      <Link
                        href={`/admin/staff/${account.id}`}
                        aria-label={t('changeLabel', { email: account.email })}
                        className="font-semibold text-brand underline"
                      >
                        {t('change')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <NewStaffAccountForm branches={branches.map(({ documentId, name }) => ({ documentId, name }))} />
    </>
  );
}
