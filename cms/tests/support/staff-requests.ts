// The front desk's routes as a signed-in staff member calls them: the appointment list (a visit found
// by its booking number, the status counters) and the manager's statistics.
import type { TStatistics } from '@clinic/domain';
import { expect } from 'vitest';
import { sendJson } from './requests';

type Headers = Record<string, string>;

/** A visit as the staff list and the visit's page answer it: every field by name, the ones tests key on typed. */
export type StaffRow = Record<string, unknown> & { documentId: string; bookingNumber: string; status: string };

/** The staff list's answer: a page of visits, how many visits each status has, and the paging; or a refusal. */
export type StaffList = {
  data: StaffRow[];
  meta: {
    counters: Record<'pending' | 'confirmed' | 'canceled' | 'done' | 'noShow' | 'total', number>;
    pagination: { page: number; pageSize: number; pageCount: number; total: number };
  };
  error?: unknown;
};

/** A listed visit, with when and why a change of hours or a closure left it outside the doctor's hours, if one did. */
type DisplacedVisit = StaffRow & { displacedAt: string | null; displacedBy: string | null };

/** The visit with this booking number as the staff list finds it for the staff member signed in with `headers`. */
export const findStaffRow = async (cmsUrl: string, headers: Headers, bookingNumber: string) => {
  const response = await fetch(`${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: bookingNumber })}`, {
    headers,
  });
  return ((await response.json()) as StaffList).data[0];
};

/** A visit's page as the staff member signed in with `headers` reads it, read as `Detail`, in `locale` when given. */
export const readVisitDetail = async <Detail = StaffRow>(
  cmsUrl: string,
  headers: Headers,
  documentId: string,
  locale?: string,
) => {
  const query = locale ? `?${new URLSearchParams({ locale })}` : '';
  const response = await fetch(`${cmsUrl}/api/staff/appointments/${documentId}${query}`, { headers });
  return ((await response.json()) as { data: Detail }).data;
};

/**
 * A change of a visit's status as its page posts it (`data`: from, to, and the reason of a cancellation), by
 * the staff member signed in with `headers`: the CMS's answer, its body read as `Body`.
 */
export const changeVisitStatus = <Body = unknown>(
  cmsUrl: string,
  headers: Headers,
  documentId: string,
  data: unknown,
) => sendJson<Body>('POST', `${cmsUrl}/api/staff/appointments/${documentId}/status`, headers, data);

/** Finds the visit with this booking number, still awaiting its call, and cancels it at the patient's request: the answer's status. */
export const cancelAtPatientsRequest = async (cmsUrl: string, headers: Headers, bookingNumber: string) => {
  const row = await findStaffRow(cmsUrl, headers, bookingNumber);
  const reason = { category: 'patientRequest' };
  return (await changeVisitStatus(cmsUrl, headers, row?.documentId ?? '', { from: 'pending', to: 'canceled', reason }))
    .status;
};

/** A booked visit as the staff list shows it on its day, found by its booking number: the list must show it alone. */
export const readListedVisit = async (
  cmsUrl: string,
  headers: Headers,
  visit: { bookingNumber: string; start: string },
) => {
  const date = visit.start.slice(0, 10);
  const response = await fetch(
    `${cmsUrl}/api/staff/appointments?from=${date}&to=${date}&q=${encodeURIComponent(visit.bookingNumber)}`,
    { headers },
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: DisplacedVisit[] };
  expect(data.map((row) => row.bookingNumber)).toEqual([visit.bookingNumber]);
  return data[0] as DisplacedVisit;
};

/** How many visits of each status the staff list counts for `query`, as the account signed in with `headers` sees it. */
export const readListCounters = async (cmsUrl: string, headers: Headers, query: Record<string, string>) => {
  const response = await fetch(`${cmsUrl}/api/staff/appointments?${new URLSearchParams(query)}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as StaffList).meta.counters;
};

/** The statistics route's answer: the figures, or the refusal naming each part of the query at fault. */
type StatisticsAnswer = {
  status: number;
  body: { data?: TStatistics; error?: { details?: { errors?: { path: string[] }[] } } };
};

/** The statistics for `query` as the account signed in with `headers` asks for them: managers only. */
export const readStatistics = async (
  cmsUrl: string,
  headers: Headers,
  query: Record<string, string>,
): Promise<StatisticsAnswer> => {
  const response = await fetch(`${cmsUrl}/api/staff/statistics?${new URLSearchParams(query)}`, { headers });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as StatisticsAnswer['body'] };
};
