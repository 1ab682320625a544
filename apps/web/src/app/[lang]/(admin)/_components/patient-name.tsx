import type { StaffAppointmentRow } from '@clinic/cms-client';
import { patientName } from '../_lib/patient-name';

type PatientNameProps = {
  visit: Pick<StaffAppointmentRow, 'firstName' | 'lastName' | 'anonymizedAt'>;
  /** The page's words for a visit whose details were removed. */
  anonymized: string;
};

/**
 * The patient's name as they gave it, marked translate="no" (a browser's translation leaves a name as
 * written); an anonymized visit's words are the page's own.
 */
export function PatientName({ visit, anonymized }: PatientNameProps) {
  return visit.anonymizedAt ? anonymized : <span translate="no">{patientName(visit, anonymized)}</span>;
}
