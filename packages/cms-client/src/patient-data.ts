import {
  type TPatientCorrectionAnswer,
  type TPatientErasureAnswer,
  ZPatientCorrectionAnswerSchema,
  ZPatientDataAnswerSchema,
  ZPatientErasureAnswerSchema,
} from '@clinic/domain';
import { type Transport, postCall } from './request';
import type { StaffCallOptions } from './staff';
import type { PatientCorrection, PatientData, PatientDataQuery } from './types/staff';

/** A person's requests about their data (Law 151/2020), a manager's calls: what is held, its correction and its erasure. */
export type PatientDataApi = {
  /**
   * Everything held about one person (a manager's token only), names in `options.locale`. `export`
   * asks for the file given to the person: the same data, recorded in the access log as an export.
   */
  findPatientData(query: PatientDataQuery, options?: StaffCallOptions & { export?: boolean }): Promise<PatientData>;
  /** Corrects one visit's name, phone, email and age, answering which changed; 400 naming the fields at fault, 404 for none. */
  correctPatientData(
    documentId: string,
    correction: PatientCorrection,
    options?: StaffCallOptions,
  ): Promise<TPatientCorrectionAnswer>;
  /**
   * Erases the person's visits and contact messages; 409 `INVALID_TRANSITION` with `details.upcoming`
   * (booking numbers) while a visit is still booked ahead.
   */
  erasePatientData(query: PatientDataQuery, options?: StaffCallOptions): Promise<TPatientErasureAnswer>;
};

export function createPatientDataApi(transport: Transport): PatientDataApi {
  const erasePerson = postCall<PatientDataQuery & { confirmed: true }, TPatientErasureAnswer>(
    transport,
    '/staff/patient-data/erase',
    ZPatientErasureAnswerSchema,
  );
  return {
    findPatientData: (query, options) =>
      transport.requestAnswer(
        'GET',
        options?.export ? '/staff/patient-data/export' : '/staff/patient-data',
        ZPatientDataAnswerSchema,
        { query: { phone: query.phone, email: query.email, locale: options?.locale }, options },
      ),

    correctPatientData: (documentId, correction, options) =>
      transport.requestAnswer(
        'PUT',
        `/staff/patient-data/appointments/${encodeURIComponent(documentId)}`,
        ZPatientCorrectionAnswerSchema,
        { body: { data: correction }, options },
      ),

    erasePatientData: (query, options) => erasePerson({ ...query, confirmed: true }, options),
  };
}
