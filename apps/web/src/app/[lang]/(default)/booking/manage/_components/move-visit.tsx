'use client';

import type { ManagedBooking } from '@clinic/cms-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { SlotPicker } from '../../_components/slot-picker';
import { formatBookingMoment } from '../../_lib/booking-time';
import { moveVisit } from '../actions';
import { ChangeFailure, PhoneDigitsField } from './change-fields';

/**
 * Move the visit to another free time of the same doctor at the same branch, with the booking's slot
 * picker. It needs the picker's script, so it is offered once the page runs; cancelling works without.
 * A time taken meanwhile keeps the visit where it was and shows the times again.
 */
export function MoveVisit({ view }: { view: ManagedBooking }) {
  const t = useTranslations('ManageBooking');
  const locale = useLocale() as Locale;
  const isHydrated = useIsHydrated();
  const idPrefix = useId();
  const [queryClient] = useState(() => new QueryClient());
  const [isOpen, setIsOpen] = useState(false);
  // The picker opens on the visit's own day (its start is written with Cairo's offset, so its date is Cairo's).
  const [date, setDate] = useState<string | null>(view.booking.start.slice(0, 10));
  const [start, setStart] = useState<string | null>(null);
  const [state, action, isPending] = useActionState(moveVisit, null);
  const { doctor, branch } = view.booking;

  // After a move, or a time taken meanwhile, the times are read again and the choice starts over.
  useEffect(() => {
    if (state === null) return;
    if (state.ok || state.code === 'SLOT_FULL') {
      setStart(null);
      void queryClient.invalidateQueries();
    }
  }, [state, queryClient]);

  if (!isHydrated || !doctor.documentId || !branch.documentId) return null;
  return (
    <div className="space-y-3">
      <h3 id={`${idPrefix}-title`} className="text-lg font-semibold">
        {t('moveTitle')}
      </h3>
      {state?.ok ? (
        <p role="status" className="rounded-lg bg-brand-soft p-4 font-semibold text-brand">
          {t('moved', { when: formatBookingMoment(view.booking.start, locale) })}
        </p>
      ) : null}
      {isOpen ? (
        <QueryClientProvider client={queryClient}>
          <form action={action} className="space-y-4" aria-labelledby={`${idPrefix}-title`}>
            <SlotPicker
              doctor={doctor.documentId}
              branch={branch.documentId}
              date={date}
              start={start}
              onDateChange={setDate}
              onStartChange={setStart}
            />
            <input type="hidden" name="from" value={view.booking.start} />
            <input type="hidden" name="start" value={start ?? ''} />
            <ChangeFailure state={state} />
            <PhoneDigitsField state={state} idPrefix={idPrefix} />
            <Button type="submit" disabled={!start || isPending}>
              {start ? t('moveSubmit', { when: formatBookingMoment(start, locale) }) : t('moveChoose')}
            </Button>
          </form>
        </QueryClientProvider>
      ) : (
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          {t('moveOpen')}
        </Button>
      )}
    </div>
  );
}
