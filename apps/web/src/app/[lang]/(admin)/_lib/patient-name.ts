import type { StaffAppointmentRow } from '@clinic/cms-client';

type NamedVisit = Pick<StaffAppointmentRow, 'firstName' | 'lastName'> & { anonymizedAt?: string | null };

/**
 * The patient's name as staff read it: first and last name, or, once the visit is anonymized (its
 * details removed), `anonymized`, the page's words for it; never what the CMS stored in their place.
 */
export const patientName = (visit: NamedVisit, anonymized: string) =>
  visit.anonymizedAt ? anonymized : [visit.firstName, visit.lastName].filter(Boolean).join(' ');
