import type { StatusCounters } from '@clinic/cms-client';
import { APPOINTMENT_STATUSES, type TAppointmentListQuery } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { changeListQuery } from '../_lib/list-query';

/**
 * The counters of the chosen range and filters, one per status and their total. Each is also the
 * quickest status filter: a click shows only that status, the total shows them all again.
 */
export async function StatusCounterList({
  counters,
  query,
  locale,
}: {
  counters: StatusCounters;
  query: TAppointmentListQuery;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const chosen = query.status ?? [];
  const items = [
    ...APPOINTMENT_STATUSES.map((status) => ({
      key: status,
      label: t(`status.${status}`),
      count: counters[status],
      href: changeListQuery(query, { status: [status] }),
      title: t('counters.showOnly', { status: t(`status.${status}`) }),
      isCurrent: chosen.length === 1 && chosen[0] === status,
    })),
    {
      key: 'total',
      label: t('counters.total'),
      count: counters.total,
      href: changeListQuery(query, { status: undefined }),
      title: t('counters.showAll'),
      isCurrent: chosen.length === 0,
    },
  ];
  return (
    <section aria-labelledby="counters-heading" className="mb-6">
      <h2 id="counters-heading" className="sr-only">
        {t('counters.heading')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={{ pathname: '/admin/appointments', query: item.href }}
              aria-current={item.isCurrent ? 'true' : undefined}
              title={item.title}
              data-counter={item.key}
              className="block rounded-xl border border-slate-200 bg-white p-2 hover:border-brand sm:p-4 aria-[current=true]:border-brand aria-[current=true]:ring-2 aria-[current=true]:ring-brand/30"
            >
              <span className="block text-xs text-slate-700 sm:text-sm">{item.label}</span>
              <span className="block text-xl font-bold text-brand tabular-nums sm:text-3xl">{item.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
