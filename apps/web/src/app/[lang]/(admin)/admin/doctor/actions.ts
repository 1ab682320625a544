'use server';

import { type TCallNextAnswer, ZDoctorStatusChangeSchema } from '@clinic/domain';
import { z } from 'zod';
import type { TActionResult } from '@/lib/action-result';
import { openDoctorCms } from '@/lib/staff-cms';
import { applyChange, keepConflictDetail } from '@/lib/staff-change';

/** Calls the first patient waiting in to the doctor; the list is read again after. */
export async function callNextPatient(
  localeValue: string,
): Promise<TActionResult<TCallNextAnswer, { checkIn: 'queueEmpty' }>> {
  return applyChange({
    locale: localeValue,
    what: 'a call of the next patient',
    schema: z.undefined(),
    input: undefined,
    open: openDoctorCms,
    refreshes: '/admin/doctor',
    send: (cms) => cms.client.callNextPatient(cms.fresh),
    explain: keepConflictDetail('checkIn', ['queueEmpty'] as const),
  });
}

/** Marks a visit of the doctor's seen or a no-show, or takes either back; the list is read again after. */
export async function changeVisitStatus(
  localeValue: string,
  documentId: string,
  change: { from: string; to: string },
): Promise<TActionResult> {
  return applyChange({
    locale: localeValue,
    what: 'a doctor’s status change',
    schema: ZDoctorStatusChangeSchema,
    input: change,
    open: openDoctorCms,
    refreshes: '/admin/doctor',
    send: async (cms, _locale, checked) => {
      await cms.client.changeDoctorVisitStatus(documentId, checked, cms.fresh);
      return undefined;
    },
  });
}
