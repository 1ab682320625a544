import type { StaffAccount } from '@clinic/cms-client';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PASSWORD_LINK_SECTION } from '../_lib/password-link';
import { StaffTable, type TStaffColumn } from '../../../_components/staff-list-page';

/** A branch or a doctor an account may name. */
type TPlaceName = { documentId: string; name: string };

/**
 * Every staff account: a card each on a phone, a table from a tablet's width up; each with its role,
 * its branches, whether it may sign in, and the link to change it.
 */
export async function StaffAccountList({
  accounts,
  places,
  currentUserId,
  locale,
}: {
  accounts: readonly StaffAccount[];
  places: Record<'branches' | 'doctors', readonly TPlaceName[]>;
  currentUserId: number;
  locale: Locale;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.staffAccounts' }),
    getFormatter({ locale }),
  ]);
  const names = new Map([...places.branches, ...places.doctors].map((place) => [place.documentId, place.name]));
  const branchesOf = (account: StaffAccount) =>
    account.role === 'manager'
      ? t('everyBranch')
      : account.role === 'doctor'
        ? (names.get(account.doctor ?? '') ?? t('roles.doctor'))
        : account.branches.length > 0
          ? format.list(
              account.branches.map((branch) => names.get(branch) ?? branch),
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

  const email = (account: StaffAccount) => (
    <>
      <bdi dir="ltr">{account.email}</bdi>
      {account.id === currentUserId ? (
        <span className="ms-2 text-xs font-normal text-slate-600">({t('you')})</span>
      ) : null}
    </>
  );
  const changeLink = (account: StaffAccount, className: string) => (
    <Link
      href={`/admin/staff/${account.id}`}
      aria-label={t('changeLabel', { email: account.email })}
      className={`font-semibold text-brand underline ${className}`}
    >
      {t('change')}
    </Link>
  );
  const columns: TStaffColumn<StaffAccount>[] = [
    { key: 'email', label: t('columns.email'), cell: email },
    { key: 'role', label: t('columns.role'), cell: (account) => t(`roles.${account.role}`) },
    { key: 'branches', label: t('columns.branches'), cell: branchesOf },
    { key: 'status', label: t('columns.status'), cell: accountStatus },
    { key: 'change', label: t('columns.change'), cell: (account) => changeLink(account, '') },
  ];

  return (
    <>
      {/* On a phone, one card per account; the table from a tablet's width up. */}
      <ul className="grid gap-3 md:hidden">
        {accounts.map((account) => (
          <li key={account.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold wrap-anywhere">{email(account)}</p>
            <p>
              {t(`roles.${account.role}`)} · {branchesOf(account)}
            </p>
            <p>{accountStatus(account)}</p>
            {changeLink(account, 'mt-2 inline-block')}
          </li>
        ))}
      </ul>
      <StaffTable
        caption={t('title')}
        columns={columns}
        rows={accounts}
        rowKey={(account) => account.id}
        className="hidden md:block"
        minWidthClass="min-w-[40rem]"
      />
    </>
  );
}
