'use server';

import { getNextOpenings, type NextOpening, type StaffBookingResult } from '@clinic/cms-client';
import { ErrorCode, ZStaffBookingSchema } from '@clinic/domain';
import type { TActionResult } from '@/lib/action-result';
import { applyChange } from '@/lib/staff-change';

/** After SLOT_FULL: the next free times of the same doctor at the same branch, soonest first. */
type TPlaceTaken = { nextOpenings: NextOpening[] };

/**
 * Books for a caller or a walk-in as the signed-in staff member, who records the patient's spoken
 * consent. A taken place answers the next free times; what was typed stays on the screen.
 */
export async function bookForPatient(
  localeValue: string,
  booking: unknown,
): Promise<TActionResult<StaffBookingResult, TPlaceTaken>> {
  return applyChange<typeof ZStaffBookingSchema, StaffBookingResult, TPlaceTaken>({
    locale: localeValue,
    what: 'a booking for a patient',
    schema: ZStaffBookingSchema,
    input: booking,
    send: (cms, locale, checked) => cms.client.createAppointment(checked, { locale, ...cms.fresh }),
    explain: (failure, error) =>
      failure.code === ErrorCode.SLOT_FULL
        ? { ...failure, details: { nextOpenings: getNextOpenings(error) } }
        : failure,
  });
}
