import type { NextOpening } from '@clinic/cms-client';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatBookingMoment } from '../_lib/booking-time';

type TakenSlotAlertProps = { openings: NextOpening[]; onPick: (start: string) => void };

/** The chosen time was taken while the patient typed: the doctor's next free times, one press each. */
export function TakenSlotAlert({ openings, onPick }: TakenSlotAlertProps) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-amber-900">{openings.length > 0 ? t('slotTaken') : t('slotTakenNone')}</p>
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
