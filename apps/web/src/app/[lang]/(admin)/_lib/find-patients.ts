'use server';

import type { KnownPatient } from '@clinic/cms-client';
import { ZPatientLookupQuerySchema } from '@clinic/domain';
import type { TActionResult } from '@/lib/action-result';
import { readAsStaff } from '@/lib/staff-change';

/**
 * The patients booked before under a phone, however it is written, to prefill a caller's form. A
 * read: nothing is revalidated. What is not a phone answers as a field error on `phone`.
 */
export async function findPatients(localeValue: string, phone: string): Promise<TActionResult<KnownPatient[]>> {
  return readAsStaff({
    locale: localeValue,
    schema: ZPatientLookupQuerySchema,
    input: { phone },
    send: (cms, _locale, checked) => cms.client.findPatientsByPhone(checked.phone, cms.fresh),
  });
}
