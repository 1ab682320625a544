'use client';

import type { DayHours } from '@clinic/cms-client';
import { getCairoWeekday, toCairoDate } from '@clinic/domain/cairo-time';
import { isOpenNow } from '@clinic/domain/opening-hours';
import { useEffect, useState } from 'react';

type OpeningHoursLiveProps = {
  hours: DayHours[];
  /** The week in the order shown, each day with its name and its times as the page's language writes them (null: closed). */
  days: { day: DayHours['day']; name: string; times: string | null }[];
  labels: { openNow: string; closedNow: string; today: string; closed: string; caption: string };
  /** When the server rendered the page: the first paint uses it, so hydration matches. */
  renderedAt: string;
};

const MINUTE_MS = 60_000;

/**
 * The opening hours with today highlighted and 'open now', in Cairo time. The page is static and
 * may have been rendered hours ago, so the browser works both out again at once and every minute.
 */
export function OpeningHoursLive({ hours, days, labels, renderedAt }: OpeningHoursLiveProps) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);

  const today = getCairoWeekday(toCairoDate(now));
  const isOpen = isOpenNow(hours, now);
  return (
    <div>
      <p role="status" className={isOpen ? 'font-semibold text-emerald-800' : 'font-semibold text-slate-600'}>
        {isOpen ? labels.openNow : labels.closedNow}
      </p>
      <table className="mt-3 w-full max-w-sm text-sm">
        <caption className="sr-only">{labels.caption}</caption>
        <tbody>
          {days.map(({ day, name, times }) => {
            const isToday = day === today;
            return (
              <tr
                key={day}
                className={isToday ? 'bg-brand-soft font-semibold' : undefined}
                aria-current={isToday ? 'date' : undefined}
              >
                <th scope="row" className="py-1.5 ps-2 text-start font-medium">
                  {name}
                  {isToday ? <span className="ms-2 text-xs text-accent">({labels.today})</span> : null}
                </th>
                <td className="py-1.5 pe-2 text-end">{times ?? labels.closed}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
