'use client';

import { formatCairoDateTime } from '@clinic/domain/cairo-format';
import type { TDoctorQueue, TQueuePlace, TWaitingRoomScreen } from '@clinic/domain';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TActionResult } from '@/lib/action-result';
import type { ScreenLabels } from '../_lib/screen-labels';

type BothLabels = { en: ScreenLabels; ar: ScreenLabels };
type ScreenProps = { branch: number; first: TWaitingRoomScreen | null; labels: BothLabels };

/** How often the screen asks (WAITING_ROOM_SCREEN.refreshSeconds, kept out of the domain's bundle). */
const REFRESH_MS = 3_000;

/** The screen asks the web server, which asks the CMS; a failure keeps the last queues on screen. */
const readScreen = async (branch: number, signal: AbortSignal) => {
  const response = await fetch(`/api/waiting-room/${branch}`, { cache: 'no-store', signal });
  const result = (await response.json()) as TActionResult<TWaitingRoomScreen>;
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

/** A time of the day on a 24-hour clock, the same in both languages. */
const formatClock = (instant: string) =>
  formatCairoDateTime(new Date(instant), 'en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const describePlace = (place: TQueuePlace) =>
  place.queueNumber === null ? formatClock(String(place.bookedAt)) : String(place.queueNumber);

/**
 * One thing said in both languages, English on the left and Arabic on the right whatever the page's
 * language (the room reads one screen, not two mirrored ones); the Arabic fills what the English
 * leaves, from the right, so wrapped under it, it keeps to the right.
 */
function Both({ en, ar, className = '' }: { en: string; ar: string; className?: string }) {
  return (
    <span dir="ltr" className={`flex flex-wrap items-baseline justify-between gap-x-6 ${className}`}>
      <span lang="en" dir="ltr">
        {en}
      </span>
      <span lang="ar" dir="rtl" className="grow text-start">
        {ar}
      </span>
    </span>
  );
}

function DoctorQueue({ queue, labels, index }: { queue: TDoctorQueue; labels: BothLabels; index: number }) {
  const headingId = `doctor-queue-${index}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-3xl bg-slate-900 p-8 ring-1 ring-slate-700"
    >
      <h2 id={headingId} className="text-4xl font-bold">
        <Both en={queue.name.en} ar={queue.name.ar} />
      </h2>
      {queue.pause === null ? null : (
        <div className="rounded-2xl bg-amber-300 px-6 py-4 text-slate-950" data-testid="pause">
          <Both en={labels.en.paused} ar={labels.ar.paused} className="text-2xl font-bold" />
          {/* Reception's words, in whichever language they wrote them: React writes them as text. */}
          <p className="mt-2 text-4xl font-bold" dir="auto">
            {queue.pause}
          </p>
        </div>
      )}
      <div>
        <Both en={labels.en.seeing} ar={labels.ar.seeing} className="text-2xl text-slate-300" />
        <p className="mt-2 text-center text-9xl font-black tabular-nums text-amber-300" data-testid="seeing">
          {queue.seeing ? (
            describePlace(queue.seeing)
          ) : (
            <Both
              en={labels.en.nobodySeen}
              ar={labels.ar.nobodySeen}
              className="text-3xl font-semibold text-slate-300"
            />
          )}
        </p>
      </div>
      <div>
        <Both en={labels.en.next} ar={labels.ar.next} className="text-2xl text-slate-300" />
        {queue.next.length > 0 ? (
          <ol className="mt-3 flex flex-wrap gap-4 text-5xl font-bold tabular-nums" data-testid="next">
            {queue.next.map((place) => (
              <li key={describePlace(place)} className="rounded-2xl bg-slate-800 px-5 py-3">
                {describePlace(place)}
              </li>
            ))}
          </ol>
        ) : (
          <Both en={labels.en.nobodyWaiting} ar={labels.ar.nobodyWaiting} className="mt-3 text-3xl text-slate-300" />
        )}
      </div>
      <Both
        en={`${labels.en.waiting}: ${queue.waiting}`}
        ar={`${labels.ar.waiting}: ${queue.waiting}`}
        className="mt-auto text-2xl text-slate-300"
      />
    </section>
  );
}

function Screen({ branch, first, labels }: ScreenProps) {
  const { data, isError } = useQuery({
    queryKey: ['waiting-room', branch],
    queryFn: ({ signal }) => readScreen(branch, signal),
    initialData: first ?? undefined,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const isAway = isError || !data;
  return (
    <div className="flex flex-1 flex-col gap-8 p-10">
      <header className="flex items-center justify-between gap-8">
        <h1 className="flex-1 text-5xl font-black">
          <Both
            en={data ? `${labels.en.title} · ${data.branch.en}` : labels.en.title}
            ar={data ? `${labels.ar.title} · ${data.branch.ar}` : labels.ar.title}
          />
        </h1>
        {data ? (
          <p className="text-5xl font-bold tabular-nums" dir="ltr">
            {formatClock(data.madeAt)}
          </p>
        ) : null}
      </header>
      <p
        role="status"
        className={isAway ? 'rounded-2xl bg-amber-300 px-6 py-3 text-3xl font-bold text-slate-950' : 'sr-only'}
      >
        {isAway ? <Both en={labels.en.reconnecting} ar={labels.ar.reconnecting} /> : null}
      </p>
      {data && data.doctors.length === 0 ? (
        <Both en={labels.en.noDoctors} ar={labels.ar.noDoctors} className="text-4xl text-slate-300" />
      ) : null}
      {/* As many columns as doctors, up to three on a television: one doctor's queue takes the width. */}
      <div className="grid flex-1 grid-cols-[repeat(auto-fit,minmax(min(100%,32rem),1fr))] gap-8">
        {data?.doctors.map((queue, index) => (
          <DoctorQueue key={`${queue.name.en}-${index}`} queue={queue} labels={labels} index={index} />
        ))}
      </div>
    </div>
  );
}

/** The branch's screen: its own query client, asking every REFRESH_MS, all day, without a reload. */
export function WaitingRoomScreen(props: ScreenProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <Screen {...props} />
    </QueryClientProvider>
  );
}
