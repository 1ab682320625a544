import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { StaffPagination } from '../../_components/staff-pagination';
import { leaveIfSessionRejected, openStaffCms, readOrNull } from '@/lib/staff-cms';
import { MessageCard } from './_components/message-card';
import { MessageFilters } from './_components/message-filters';
import type { TReadToggleLabels } from './_components/read-toggle';
import { countUnreadMessages, listMessages } from './_lib/inbox';
import { readMessageListQuery, toMessageListSearch } from './_lib/list-query';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('StaffMessages.title');

/**
 * The staff inbox of the contact form: newest first, 20 a page, filtered on the read flag through
 * the URL. Read from the CMS with the staff member's own token and never cached.
 */
export default async function MessagesPage({ params, searchParams }: PageProps<'/[lang]/admin/messages'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const cms = await openStaffCms(locale);
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'StaffMessages' }),
    searchParams.then(readMessageListQuery),
  ]);

  const [list, unread] = await Promise.all([
    readOrNull(listMessages(cms, query), locale, 'the message list'),
    // The layout has already logged a failed count; the heading then goes without it.
    countUnreadMessages(locale).catch((error: unknown) => {
      leaveIfSessionRejected(error, locale);
      return null;
    }),
  ]);

  const toggleLabels: TReadToggleLabels = {
    markRead: t('markRead'),
    markUnread: t('markUnread'),
    saving: t('saving'),
    markedRead: t('markedRead'),
    markedUnread: t('markedUnread'),
    notFound: t('notFound'),
    failed: t('failed'),
  };

  return (
    <>
      <div className="mb-6">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold text-brand">
          {t('title')}
          {unread === null ? null : (
            <span className="rounded-full bg-brand-soft px-3 py-1 text-base font-semibold">
              {t('unreadCount', { count: unread })}
            </span>
          )}
        </h1>
        <p className="mt-1 text-slate-700">{t('description')}</p>
      </div>
      <MessageFilters query={query} locale={locale} />
      {!list ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      ) : list.data.length === 0 && list.pagination.total > 0 ? (
        <p className="rounded-lg bg-brand-soft p-4 text-brand">
          {t('pageEmpty')}{' '}
          <Link
            href={{ pathname: '/admin/messages', query: toMessageListSearch({ ...query, page: 1 }) }}
            className="font-semibold underline"
          >
            {t('firstPage')}
          </Link>
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg bg-brand-soft p-4 text-brand">{t(`empty.${query.show}`)}</p>
      ) : (
        <>
          <ol className="space-y-4">
            {list.data.map((message) => (
              <li key={message.documentId}>
                <MessageCard message={message} locale={locale} toggleLabels={toggleLabels} />
              </li>
            ))}
          </ol>
          <StaffPagination
            page={query.page}
            pageCount={list.pagination.pageCount}
            hrefFor={(page) => ({ pathname: '/admin/messages', query: toMessageListSearch({ ...query, page }) })}
            locale={locale}
          />
        </>
      )}
    </>
  );
}
