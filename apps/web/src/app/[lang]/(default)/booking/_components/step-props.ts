import type { Booking } from '@clinic/cms-client';
import type { TBookingCatalog } from '../_lib/booking-catalog';
import type { TBookingState } from '../_lib/booking-state';

/** What every choosing step of the booking is given by the screens around it. */
export type TChoiceStepProps = {
  catalog: TBookingCatalog;
  state: TBookingState;
  /** Changes the booking's choices in the URL, replacing the current entry. */
  onChange: (changes: Partial<TBookingState>) => void;
  /** 'Required', shown under each missing choice once Next was pressed too early; null until then. */
  missingMessage: string | null;
};

/** The booking just made, and the address its emails go to (null when the patient gave none). */
export type TBookingConfirmation = { booking: Booking; emailedTo: string | null };
