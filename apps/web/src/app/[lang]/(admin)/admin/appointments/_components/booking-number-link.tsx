import type { TStaffColumn } from '../../../_components/staff-list-page';
import { Link } from '@/i18n/navigation';

/** A booking number that opens its appointment, read out as "Open appointment …" (`label`). */
export function BookingNumberLink({
  documentId,
  bookingNumber,
  label,
  className = '',
}: {
  documentId: string;
  bookingNumber: string;
  label: string;
  className?: string;
}) {
  return (
    <Link
      href={`/admin/appointments/${documentId}`}
      aria-label={label}
      className={`font-mono text-brand underline ${className}`}
      dir="ltr"
      translate="no"
    >
      {bookingNumber}
    </Link>
  );
}

/** A table cell's booking number as a link, or a dash for an entry about no booking. */
function BookingNumberCell({
  documentId,
  bookingNumber,
  label,
}: {
  documentId: string | null;
  bookingNumber: string | null;
  label: (bookingNumber: string) => string;
}) {
  return documentId && bookingNumber ? (
    <BookingNumberLink documentId={documentId} bookingNumber={bookingNumber} label={label(bookingNumber)} />
  ) : (
    '—'
  );
}

/** A staff log's booking column: the booking's number opening the visit, or a dash for an entry about none. */
export const bookingColumn = <TRow extends { appointmentId: string | null; bookingNumber: string | null }>(
  label: string,
  openLabel: (bookingNumber: string) => string,
): TStaffColumn<TRow> => ({
  key: 'booking',
  label,
  isNoWrap: true,
  cell: (row) => (
    <BookingNumberCell documentId={row.appointmentId} bookingNumber={row.bookingNumber} label={openLabel} />
  ),
});
