import type { TStaffBookingInput } from '@clinic/domain';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TStaffBooking } from '@clinic/domain';

/** The form's values: the shared schema's input, with the consent unticked until staff tick it. */
export type TNewAppointmentValues = Omit<TStaffBookingInput, 'consent'> & {
  consent: { givenVerbally: boolean; policyVersion: string };
};

/** The form as its parts use it: the values typed, and each field's error in the page's language. */
export type TNewAppointmentForm = {
  form: UseFormReturn<TNewAppointmentValues, unknown, TStaffBooking>;
  errorText: (field: FieldPath<TNewAppointmentValues>) => string | null;
};

/** One time of the chosen day, as the page words it for the front desk. */
export type BookableTime = {
  start: string;
  label: string;
  /** A session's places taken, too soon for patients, running, earlier today, full: '' when none applies. */
  note: string;
  isFull: boolean;
  /** Started earlier today: only a walk-in is recorded at it. */
  isWalkInOnly: boolean;
  /** Today's: a walk-in at it may be checked in with the booking. */
  isToday: boolean;
};
