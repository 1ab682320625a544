import type { StaffAppointmentRow } from '@clinic/cms-client';
import {
  APPOINTMENT_SORT_KEYS,
  type TAppointmentSortKey,
  formatPhoneNational,
  toCairoDate,
  toCairoTime,
} from '@clinic/domain';
import { UTF8_BOM, toCsvLines } from '@/lib/csv';
import { patientName } from '../../../_lib/patient-name';

export type CsvLabels = {
  column: (column: TAppointmentSortKey) => string;
  status: (status: StaffAppointmentRow['status']) => string;
  contract: (contractType: StaffAppointmentRow['contractType']) => string;
  /** The last column's heading, and each category's name. */
  cancelReasonColumn: string;
  cancelReason: (reason: NonNullable<StaffAppointmentRow['cancelReason']>) => string;
  /** The name column of a visit whose patient details were removed. */
  anonymizedPatient: string;
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
  patientName(row, labels.anonymizedPatient),
  formatPhoneNational(row.phone),
  row.doctorName,
  cairoStamp(row.startsAt),
  row.branchName,
  row.specialtyName ?? '',
  row.serviceName ?? '',
  labels.contract(row.contractType),
  row.cancelReason ? labels.cancelReason(row.cancelReason) : '',
];

/** The list's columns in its order, then the cancellation's reason (its category: the note stays staff-only). */
export const csvHeader = (labels: CsvLabels) =>
  `${UTF8_BOM}${toCsvLines([[...APPOINTMENT_SORT_KEYS.map((column) => labels.column(column)), labels.cancelReasonColumn]])}`;

export const csvRows = (rows: StaffAppointmentRow[], labels: CsvLabels) =>
  toCsvLines(rows.map((row) => toCells(row, labels)));
