'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { KEEP_PAGE, useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { answerOffer } from '../actions';

/**
 * The caller's answer to a live offer, given on the phone: booked for them (the visit opens), or
 * declined (the place passes to the next patient waiting at once).
 */
export function OfferAnswer({ offerId }: { offerId: number }) {
  const t = useTranslations('Admin.waitingList');
  const { locale, router, isPending: isAnswering, run } = useStaffAction();

  const answer = (kind: 'take' | 'decline') =>
    run(
      (language) => answerOffer(language, String(offerId), kind),
      (result) => {
        if (!result.ok) notify.error(t(toMessageKey(result.code, ['conflict', 'unavailable'], 'failed')));
        else if (result.value) {
          notify.success(t('taken', { bookingNumber: result.value.bookingNumber }));
          router.push(`/${locale}/admin/appointments/${result.value.documentId}`);
          return KEEP_PAGE;
        } else notify.success(t('declined'));
      },
    );

  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button size="sm" disabled={isAnswering} onClick={() => answer('take')}>
        {t('take')}
      </Button>
      <Button variant="neutral" size="sm" disabled={isAnswering} onClick={() => answer('decline')}>
        {t('decline')}
      </Button>
    </div>
  );
}
