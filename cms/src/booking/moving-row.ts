import type { TScheduleMode, canReschedule } from '@clinic/domain';

/** What a move reads of a visit: where it stands, its place and its number. */
export type MovingRow = {
  status: Parameters<typeof canReschedule>[0];
  startsAt: string;
  endsAt: string;
  mode: TScheduleMode;
  bookingNumber: string;
  doctorDocumentId: string | null;
  branchDocumentId: string | null;
};

export const MOVING_FIELDS = [
  'status',
  'startsAt',
  'endsAt',
  'mode',
  'bookingNumber',
  'doctorDocumentId',
  'branchDocumentId',
] as const;
