'use client';

import type { BookedAppointment } from '@clinic/cms-client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { BookingDetails, MapLink, useBookingRows } from './booking-details';
import { BookingFileButtons } from './booking-file-buttons';
import { EmailOnItsWay } from './email-on-its-way';
import { ManageLink } from './manage-link';

type BookingConfirmationProps = {
  booking: BookedAppointment;
  /** Where the booking's emails go, said on the screen; null when the patient gave no email. */
  emailedTo: string | null;
  clinicName: string;
  onBookAnother: () => void;
};

/** The booking number, what was booked, where the emails go, the manage link, and the PDF and calendar files. */
export function BookingConfirmation({ booking, emailedTo, clinicName, onBookAnother }: BookingConfirmationProps) {
  const t = useTranslations('Booking');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const rows = useBookingRows(booking);

  return (
    <section aria-labelledby="booking-confirmation-title" className="space-y-6 rounded-2xl border border-slate-200 p-6">
      <h2 id="booking-confirmation-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-brand">
        {t('confirmationTitle')}
      </h2>
      <BookingDetails rows={rows} />
      <MapLink booking={booking} />
      <p role="status" className="rounded-lg bg-brand-soft p-4 font-semibold text-brand">
        {t('callCenter')}
      </p>
      <EmailOnItsWay emailedTo={emailedTo} />
      <ManageLink token={booking.manageToken} />
      <div className="flex flex-wrap gap-3">
        <BookingFileButtons booking={booking} clinicName={clinicName} manageToken={booking.manageToken} />
        <button
          type="button"
          onClick={onBookAnother}
          className="rounded-md px-5 py-3 font-semibold text-brand underline"
        >
          {t('bookAnother')}
        </button>
      </div>
    </section>
  );
}
