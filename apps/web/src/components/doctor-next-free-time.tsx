'use client';

import type { NextFreeTimes } from '@clinic/cms-client';
import { formatCairoDateTime } from '@clinic/domain/cairo-format';
import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** The CMS remakes its list at least once a minute: a page kept open longer asks again. */
const KEPT_MS = 60_000;
const WHEN = { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;

let pageRequest: { at: number; times: Promise<NextFreeTimes | null> } | null = null;

/**
 * One request for every card on the page, answered by the CMS (through nginx in production, the web
 * server's app/api/next-free-times/route.ts elsewhere); null when it failed.
 */
const loadNextFreeTimes = () => {
  if (!pageRequest || Date.now() - pageRequest.at >= KEPT_MS) {
    const times = fetch('/api/next-free-times', { cache: 'no-store' })
      .then(async (response) => (response.ok ? ((await response.json()) as { data: NextFreeTimes }).data : null))
      .catch(() => null);
    pageRequest = { at: Date.now(), times };
  }
  return pageRequest.times;
};

type NextFreeTimeWords = {
  locale: Locale;
  /** 'Next free: {time}', filled in on each card; the time moves to the next line whole rather than split. */
  template: string;
  /** Said when a doctor has no free time in the next two weeks. */
  none: string;
};

const WordsContext = createContext<NextFreeTimeWords | null>(null);

/** The words of every card's next free time, sent once for the whole list rather than with each card. */
export function NextFreeTimeWords({ children, ...words }: NextFreeTimeWords & { children: ReactNode }) {
  return <WordsContext value={words}>{children}</WordsContext>;
}

type DoctorNextFreeTimeProps = {
  doctor: string;
  /** The doctor's branches: the soonest time at any of them. */
  branches: string[];
  /** 'Book this time': a link that opens the booking at the patient's details with this time chosen. */
  bookLabel?: string;
};

type Soonest = { time: string; start: string; branch: string } | { none: true } | null;

/**
 * A doctor's soonest free time, once the page's one request for every doctor answers, and with
 * `bookLabel` a link that books it in one tap. Its line is kept while it loads, so nothing below it
 * moves; a failed request leaves it empty.
 */
export function DoctorNextFreeTime({ doctor, branches, bookLabel }: DoctorNextFreeTimeProps) {
  const words = useContext(WordsContext);
  const locale = words?.locale ?? 'en';
  const [soonest, setSoonest] = useState<Soonest>(null);
  const branchKey = branches.join(' ');
  useEffect(() => {
    let isShown = true;
    void loadNextFreeTimes().then((list) => {
      if (!isShown || !list) return;
      const [first] = list.times
        .filter((time) => time.doctor === doctor && branchKey.split(' ').includes(time.branch))
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
      setSoonest(
        first
          ? { time: formatCairoDateTime(new Date(first.start), locale, WHEN), start: first.start, branch: first.branch }
          : { none: true },
      );
    });
    return () => {
      isShown = false;
    };
  }, [doctor, branchKey, locale]);
  const [before = '', after = ''] = (words?.template ?? '{time}').split('{time}');
  return (
    <p
      className="flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700"
      data-next-free-time={doctor}
    >
      {soonest && 'time' in soonest ? (
        <>
          <span>
            {before}
            <span className="inline-block">{soonest.time}</span>
            {after}
          </span>
          {bookLabel ? (
            <Link
              href={{
                pathname: '/booking',
                query: {
                  flow: 'doctor',
                  step: '2',
                  doctor,
                  branch: soonest.branch,
                  date: soonest.start.slice(0, 10),
                  start: soonest.start,
                },
              }}
              className={buttonClass({ size: 'xs', className: 'inline-flex min-h-11 items-center' })}
            >
              {bookLabel}
            </Link>
          ) : null}
        </>
      ) : null}
      {soonest && 'none' in soonest ? words?.none : null}
    </p>
  );
}
