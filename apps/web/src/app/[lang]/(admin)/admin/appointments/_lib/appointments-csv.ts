import type { StaffAppointmentRow } from '@clinic/cms-client';
import {
  APPOINTMENT_SORT_KEYS,
  type TAppointmentSortKey,
  formatPhoneNational,
  toCairoDate,
  toCairoTime,
} from '@clinic/domain';
import Papa from 'papaparse';

/** Excel reads a UTF-8 file as the local code page unless it starts with this mark; Arabic then breaks. */
export const UTF8_BOM = '\uFEFF';

export type CsvLabels = {
  column: (column: TAppointmentSortKey) => string;
  status: (status: StaffAppointmentRow['status']) => string;
  contract: (contractType: StaffAppointmentRow['contractType']) => string;
  /** The last column's heading, and each category's name. */
  cancelReasonColumn: string;
  cancelReason: (reason: NonNullable<StaffAppointmentRow['cancelReason']>) => string;
};

/** Cairo wall-clock time, sortable and read by spreadsheets as a date: 2026-11-24 10:30. */
const cairoStamp = (instant: string) => {
  const date = new Date(instant);
  return `${toCairoDate(date)} ${toCairoTime(date)}`;
};

const toCells = (row: StaffAppointmentRow, labels: CsvLabels) => [
  row.bookingNumber,
  labels.status(row.status),
  cairoStamp(row.createdAt),
  `${row.firstName} ${row.lastName}`,
  formatPhoneNational(row.phone),
  row.doctorName,
  cairoStamp(row.startsAt),
  row.branchName,
  row.specialtyName ?? '',
  row.serviceName ?? '',
  labels.contract(row.contractType),
  row.cancelReason ? labels.cancelReason(row.cancelReason) : '',
];

/**
 * CSV lines (CRLF-terminated, as RFC 4180 and Excel expect). A cell starting with = + - @, a tab
 * or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of
 * running it as a formula: patients type their own names.
 */
const toCsvLines = (records: string[][]) =>
  `${Papa.unparse(records, { escapeFormulae: true, newline: '\r\n', quotes: false })}\r\n`;

/** The list's columns in its order, then the cancellation's reason (its category: the note stays staff-only). */
export const csvHeader = (labels: CsvLabels) =>
  `${UTF8_BOM}${toCsvLines([[...APPOINTMENT_SORT_KEYS.map((column) => labels.column(column)), labels.cancelReasonColumn]])}`;

export const csvRows = (rows: StaffAppointmentRow[], labels: CsvLabels) =>
  toCsvLines(rows.map((row) => toCells(row, labels)));
