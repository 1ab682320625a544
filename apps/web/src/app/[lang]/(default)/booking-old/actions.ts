'use server';

import type { BookedAppointment } from '@clinic/cms-client';
import type { TActionResult } from '@/lib/action-result';
import { PATIENT_FIELD_BY_PATH } from '../booking/_lib/patient-fields';
import { bookAppointment } from '../booking/actions';

/** The text fields of the old form, returned on failure so the page shows them again as typed. */
export type TOldBookingValues = Record<
  'firstName' | 'lastName' | 'email' | 'phone' | 'age' | 'notes' | 'contractType' | 'start',
  string
>;

/** Null before the first post; a failure carries what was typed, so the page shows it again. */
/** Done: the booking, and the address its emails go to (null without one). */
export type TOldBookingState = TActionResult<TOldBookingDone, { values: TOldBookingValues }> | null;
type TOldBookingDone = { booking: BookedAppointment; emailedTo: string | null };

const VALUE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'age', 'notes', 'contractType', 'start'] as const;

/** The old form also shows an error on its list of times. */
const FIELD_BY_PATH: Readonly<Record<string, string>> = { ...PATIENT_FIELD_BY_PATH, start: 'start' };

/**
 * The old booking form's action: a plain form post that works without JavaScript (React renders
 * the returned state on the server). It reshapes the flat form into the booking the main screens
 * send, and goes through the same checks and the same CMS call.
 */
export async function submitOldBooking(_previous: TOldBookingState, form: FormData): Promise<TOldBookingState> {
  const values = Object.fromEntries(
    VALUE_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as TOldBookingValues;
  const contractType = values.contractType || 'cash';
  const booking = new FormData();
  booking.append(
    'data',
    JSON.stringify({
      doctor: String(form.get('doctor') ?? ''),
      branch: String(form.get('branch') ?? ''),
      start: values.start,
      source: 'old-form',
      locale: String(form.get('locale') ?? 'en'),
      patient: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        age: values.age,
        notes: values.notes,
        contractType,
      },
      consent:
        form.get('consent') === 'on' ? { accepted: true, policyVersion: String(form.get('policyVersion') ?? '') } : {},
    }),
  );
  if (contractType !== 'cash') {
    for (const field of ['cardFront', 'cardBack'] as const) {
      const file = form.get(field);
      if (file instanceof File && file.size > 0) booking.append(field, file);
    }
  }
  booking.append('idempotencyKey', String(form.get('idempotencyKey') ?? ''));

  const result = await bookAppointment(booking);
  if (result.ok) return { ok: true, value: { booking: result.value, emailedTo: values.email.trim() || null } };
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors ?? {}).flatMap(([path, message]) => {
      const field = FIELD_BY_PATH[path];
      return field ? [[field, message]] : [];
    }),
  );
  return { ok: false, code: result.code, fieldErrors, details: { values } };
}
