'use server';

import { isCmsError } from '@clinic/cms-client';
import { ZPatientCorrectionSchema, ZPatientDataQuerySchema } from '@clinic/domain';
import type { TActionResult } from '@/lib/action-result';
import { applyChange } from '@/lib/staff-change';
import { readPersonQuery } from './_lib/person-query';

const PATIENT_DATA_PAGES = '/admin/patient-data';

/** Corrects one visit's name, phone, email and age at the person's request. Managers only. */
export async function correctVisit(
  localeValue: string,
  documentId: string,
  correction: unknown,
): Promise<TActionResult> {
  return applyChange({
    locale: localeValue,
    what: 'a correction of patient data',
    schema: ZPatientCorrectionSchema,
    input: correction,
    send: (cms, _locale, checked) =>
      cms.client.correctPatientData(documentId, checked, cms.fresh).then(() => undefined),
    refreshes: PATIENT_DATA_PAGES,
  });
}

/**
 * Erases everything held about the person searched for (`q`, as the page had it). Refused with
 * INVALID_TRANSITION, and the booking numbers, while a visit is still booked ahead.
 */
export async function erasePerson(
  localeValue: string,
  q: string,
): Promise<
  TActionResult<{ appointments: number; contactMessages: number; waitingEntries: number }, { upcoming: string[] }>
> {
  const { person } = readPersonQuery(q);
  return applyChange<
    typeof ZPatientDataQuerySchema,
    { appointments: number; contactMessages: number; waitingEntries: number },
    { upcoming: string[] }
  >({
    locale: localeValue,
    what: 'an erasure of patient data',
    schema: ZPatientDataQuerySchema,
    input: person ?? {},
    send: (cms, _locale, checked) => cms.client.erasePatientData(checked, cms.fresh),
    explain: (failure, error) => {
      const upcoming = isCmsError(error) ? error.details.upcoming : undefined;
      return Array.isArray(upcoming) ? { ...failure, details: { upcoming: upcoming.map(String) } } : failure;
    },
    refreshes: PATIENT_DATA_PAGES,
  });
}
