import type { BookedAppointment } from '@clinic/cms-client';
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

/** The booking just made with its manage link's token, and the address its emails go to (null without one). */
export type TBookingConfirmation = { booking: BookedAppointment; emailedTo: string | null };
