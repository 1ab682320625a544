'use server';

import { getNextOpenings, type KnownPatient, type NextOpening, type StaffBookingResult } from '@clinic/cms-client';
import { ErrorCode, ZPatientLookupQuerySchema, ZStaffBookingSchema, collectFieldErrors } from '@clinic/domain';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';
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
  return applyChange<typeof ZStaffBookingSchema, StaffBookingResult, TPlaceTaken>(
    localeValue,
    'a booking for a patient',
    ZStaffBookingSchema,
    booking,
    (cms, locale, checked) => cms.client.createAppointment(checked, { locale, ...cms.fresh }),
    (failure, error) =>
      failure.code === ErrorCode.SLOT_FULL
        ? { ...failure, details: { nextOpenings: getNextOpenings(error) } }
        : failure,
  );
}

/**
 * The patients booked before under a phone, however it is written, to prefill one. A read: nothing
 * is revalidated. What is not a phone answers as a field error on `phone`.
 */
export async function findPatients(localeValue: string, phone: string): Promise<TActionResult<KnownPatient[]>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const parsed = ZPatientLookupQuerySchema.safeParse({ phone });
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  try {
    return succeed(await cms.client.findPatientsByPhone(parsed.data.phone, cms.fresh));
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    return toActionFailure(error);
  }
}
