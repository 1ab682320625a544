'use client';

import type { DayHours } from '@clinic/cms-client';
import { getCairoWeekday, toCairoDate } from '@clinic/domain/cairo-time';
import { isOpenNow } from '@clinic/domain/opening-hours';
import { useEffect, useState } from 'react';

type OpeningHoursLiveProps = {
  hours: DayHours[];
  /** Monday to Sunday with the locale's day names. */
  weekdays: { day: DayHours['day']; name: string }[];
  labels: { openNow: string; closedNow: string; today: string; closed: string; caption: string };
  /** When the server rendered the page: the first paint uses it, so hydration matches. */
  renderedAt: string;
};

const toClock = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');
const MINUTE_MS = 60_000;

/**
 * The opening hours with today highlighted and 'open now', in Cairo time. The page is static and
 * may have been rendered hours ago, so the browser works both out again at once and every minute.
 */
export function OpeningHoursLive({ hours, weekdays, labels, renderedAt }: OpeningHoursLiveProps) {
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
          {weekdays.map(({ day, name }) => {
            const entry = hours.find((candidate) => candidate.day === day);
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
                <td className="py-1.5 pe-2 text-end">
                  {!entry || entry.isClosed ? (
                    labels.closed
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
