'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { changeArrival } from '../../appointments/[id]/actions';

/**
 * The day sheet's "Check in" for one patient of today (on screen only): the sheet is read again, and
 * the row shows the patient's number in a first-come session, or their arrival.
 */
export function CheckInButton({ documentId, patientName }: { documentId: string; patientName: string }) {
  const t = useTranslations('Admin.arrival');
  const { isPending, run } = useStaffAction();
  const checkIn = () =>
    run(
      (locale) => changeArrival(locale, documentId, { action: 'checkIn' }),
      (result) => {
        if (result.ok) {
          const number = result.value?.queueNumber;
          notify.success(number ? t('checkedInNumber', { number }) : t('checkedIn'));
        } else if (result.details) notify.error(t(`refusal.${result.details.checkIn}`));
        else notify.error(t(`refusal.${toMessageKey(result.code, ['unavailable'], 'failed')}`));
      },
    );
  return (
    <Button
      variant="secondary"
      size="xs"
      className="mt-1 print:hidden"
      disabled={isPending}
      aria-label={t('checkInPatient', { name: patientName })}
      onClick={checkIn}
    >
      {t('checkInShort')}
    </Button>
  );
}
