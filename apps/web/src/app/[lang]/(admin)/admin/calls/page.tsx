import { ClientMessages } from '@/components/client-messages';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { openStaffCms, readOrNull } from '@/lib/staff-cms';
import { AutoRefresh } from '../../_components/auto-refresh';
import { CallCard } from './_components/call-card';
import { StaffListPage } from '../../_components/staff-list-page';
import { pageTitle } from '@/lib/page-title';

/** How often an open call list shows what colleagues did meanwhile. */
const REFRESH_SECONDS = 5;

export const generateMetadata = pageTitle('Admin.calls.title');

/**
 * The front desk's call list: the visits ahead to call about, those a change of the doctor's hours
 * displaced first, then the pending ones to confirm, soonest first; each with its phone, a WhatsApp
 * chat opened with a message in the patient's language, and one-click outcomes. Two receptionists on
 * the list see each other's outcomes within seconds, and the CMS lets only one confirm a visit.
 */
export default async function CallsPage({ params }: PageProps<'/[lang]/admin/calls'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const cms = await openStaffCms(locale);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const calls = await readOrNull(cms.client.listCalls({ locale, ...cms.fresh }), locale, 'the call list');
  const now = new Date();

  return (
    <ClientMessages
      locale={locale}
      namespaces={['Admin.calls', 'Admin.cancelReason', 'Admin.status', 'Admin.statusActions', 'Validation']}
    >
      <AutoRefresh seconds={REFRESH_SECONDS} />
      <StaffListPage
        title={t('calls.title')}
        description={t('calls.description')}
        list={calls && { rows: calls }}
        texts={{ loadFailed: t('calls.loadFailed'), empty: t('calls.empty') }}
        show={{
          render: (rows) => (
            <ol className="grid gap-4 lg:grid-cols-2">
              {rows.map((call) => (
                <li key={call.documentId}>
                  <CallCard call={call} locale={locale} now={now} />
                </li>
              ))}
            </ol>
          ),
        }}
        locale={locale}
      />
    </ClientMessages>
  );
}
