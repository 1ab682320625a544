import {
  type TCallNextAnswer,
  type TDoctorListAnswer,
  type TDoctorStatusChange,
  ZCallNextAnswerSchema,
  ZDoctorListAnswerSchema,
  ZDoctorStatusAnswerSchema,
} from '@clinic/domain';
import type { Transport } from './request';
import type { StaffCallOptions } from './staff';

/** A doctor's own calls (the Doctor role): their list of today, calling the next patient, closing a visit. */
export type DoctorListApi = {
  /** The doctor's patients of today at the branch of their session, in the order they come in. */
  getDoctorList(options?: StaffCallOptions): Promise<TDoctorListAnswer>;
  /**
   * Calls the first patient waiting in: the visit and its check-in. Rejects with a CmsError 409 whose
   * `details.checkIn` is `queueEmpty` when nobody waits.
   */
  callNextPatient(options?: StaffCallOptions): Promise<TCallNextAnswer>;
  /**
   * Marks a visit of the doctor's today seen or a no-show, or takes either back. Rejects with a CmsError
   * 409 when the workflow refuses it, 404 for a visit that is not theirs today.
   */
  changeDoctorVisitStatus(documentId: string, change: TDoctorStatusChange, options?: StaffCallOptions): Promise<void>;
};

export function createDoctorListApi(transport: Transport): DoctorListApi {
  return {
    getDoctorList: (options) =>
      transport.requestAnswer('GET', '/doctor/today', ZDoctorListAnswerSchema, {
        query: { locale: options?.locale },
        options,
      }),

    callNextPatient: (options) =>
      transport.requestAnswer('POST', '/doctor/call-next', ZCallNextAnswerSchema, { body: {}, options }),

    changeDoctorVisitStatus: async (documentId, change, options) => {
      await transport.requestAnswer(
        'POST',
        `/doctor/visits/${encodeURIComponent(documentId)}/status`,
        ZDoctorStatusAnswerSchema,
        { body: { data: change }, options },
      );
    },
  };
}
