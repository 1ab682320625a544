import type { NextOpening } from '@clinic/cms-client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/routing';
import type { TTimeRefusal } from '../_lib/time-refusal';
import { formatBookingMoment } from '../_lib/booking-time';

type TakenSlotAlertProps = { refusal: TTimeRefusal; openings: NextOpening[]; onPick: (start: string) => void };

/** What the alert says first, with and without other times to offer. */
const WORDS = {
  taken: ['slotTaken', 'slotTakenNone'],
  passed: ['timePassed', 'timePassedNone'],
  notOffered: ['timeNotOffered', 'timeNotOfferedNone'],
} as const;

/**
 * The chosen time cannot be booked (taken while the patient typed, passed, or not one of the doctor's
 * times: an old tab, a bookmark, a shared link): why, and the doctor's next free times, one press each.
 * It comes into view as it appears, so a phone shows it wherever the patient had scrolled to.
 */
export function TakenSlotAlert({ refusal, openings, onPick }: TakenSlotAlertProps) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const alertRef = useRef<HTMLDivElement>(null);
  const [withTimes, withoutTimes] = WORDS[refusal];
  useEffect(() => {
    alertRef.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={alertRef} role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-amber-900">{t(openings.length > 0 ? withTimes : withoutTimes)}</p>
      {openings.length > 0 ? (
        <ul aria-label={t('pickAnother')} className="mt-3 flex flex-wrap gap-2">
          {openings.map((opening) => (
            <li key={opening.start}>
              <button
                type="button"
                className="rounded-lg border border-brand bg-white px-3 py-2 text-sm font-semibold text-brand"
                onClick={() => onPick(opening.start)}
              >
                {formatBookingMoment(opening.start, locale)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
