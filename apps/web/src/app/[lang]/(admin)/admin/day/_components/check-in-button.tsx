'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useArrivalChange } from '../../appointments/[id]/_components/arrival-actions';

/**
 * The day sheet's "Check in" for one patient of today (on screen only): the sheet is read again, and
 * the row shows the patient's number in a first-come session, or their arrival.
 */
export function CheckInButton({ documentId, patientName }: { documentId: string; patientName: string }) {
  const t = useTranslations('Admin.arrival');
  const { isSaving, apply } = useArrivalChange(documentId);
  return (
    <Button
      variant="secondary"
      size="xs"
      className="mt-1 print:hidden"
      disabled={isSaving}
      aria-label={t('checkInPatient', { name: patientName })}
      onClick={() => apply('checkIn')}
    >
      {t('checkInShort')}
    </Button>
  );
}
