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
  return applyChange(
    localeValue,
    'a correction of patient data',
    ZPatientCorrectionSchema,
    correction,
    async (cms, _locale, checked) => {
      await cms.client.correctPatientData(documentId, checked, cms.fresh);
      return undefined;
    },
    (failure) => failure,
    PATIENT_DATA_PAGES,
  );
}

/**
 * Erases everything held about the person searched for (`q`, as the page had it). Refused with
 * INVALID_TRANSITION, and the booking numbers, while a visit is still booked ahead.
 */
export async function erasePerson(
  localeValue: string,
  q: string,
): Promise<TActionResult<{ appointments: number; contactMessages: number }, { upcoming: string[] }>> {
  const { person } = readPersonQuery(q);
  return applyChange<
    typeof ZPatientDataQuerySchema,
    { appointments: number; contactMessages: number },
    { upcoming: string[] }
  >(
    localeValue,
    'an erasure of patient data',
    ZPatientDataQuerySchema,
    person ?? {},
    async (cms, _locale, checked) => cms.client.erasePatientData(checked, cms.fresh),
    (failure, error) => {
      const upcoming = isCmsError(error) ? error.details.upcoming : undefined;
      return Array.isArray(upcoming) ? { ...failure, details: { upcoming: upcoming.map(String) } } : failure;
    },
    PATIENT_DATA_PAGES,
  );
}
