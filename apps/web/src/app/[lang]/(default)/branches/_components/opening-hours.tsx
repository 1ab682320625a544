import type { DayHours } from '@clinic/cms-client';
import { getCairoWeekday, isOpenNow, toCairoDate, WEEKDAYS } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

const toClock = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/**
 * Monday to Sunday in the page's language. The page is static, so "today" and "open now" are the
 * Cairo time of the last render: the page is refreshed whenever the branch is edited, and the
 * hours themselves never depend on when it was rendered.
 */
export async function OpeningHours({ hours, locale, now }: { hours: DayHours[]; locale: Locale; now: Date }) {
  const [t, weekdays] = await Promise.all([
    getTranslations({ locale, namespace: 'BranchPage' }),
    getTranslations({ locale, namespace: 'Weekdays' }),
  ]);
  const today = getCairoWeekday(toCairoDate(now));
  const isOpen = isOpenNow(hours, now);
  return (
    <div>
      <p className={isOpen ? 'font-semibold text-emerald-800' : 'font-semibold text-slate-600'}>
        {isOpen ? t('openNow') : t('closedNow')}
      </p>
      <table className="mt-3 w-full max-w-sm text-sm">
        <caption className="sr-only">{t('openingHours')}</caption>
        <tbody>
          {WEEKDAYS.map((day) => {
            const entry = hours.find((candidate) => candidate.day === day);
            const isToday = day === today;
            return (
              <tr
                key={day}
                className={isToday ? 'bg-brand-soft font-semibold' : undefined}
                aria-current={isToday ? 'date' : undefined}
              >
                <th scope="row" className="py-1.5 ps-2 text-start font-medium">
                  {weekdays(day)}
                  {isToday ? <span className="ms-2 text-xs text-accent">({t('today')})</span> : null}
                </th>
                <td className="py-1.5 pe-2 text-end">
                  {!entry || entry.isClosed ? (
                    t('closed')
                  ) : (
                    <bdi dir="ltr">
                      {toClock(entry.opensAt)} – {toClock(entry.closesAt)}
                    </bdi>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
