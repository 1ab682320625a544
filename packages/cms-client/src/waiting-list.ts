import {
  type TPhoneCodeRequestInput,
  type TPhoneCodeSentAnswer,
  type TStaffWaitingEntryInput,
  type TWaitingEntryAnswer,
  type TWaitingEntryRemoval,
  type TWaitingLinkAnswer,
  type TWaitingLinkView,
  type TWaitingListJoinInput,
  type TWaitingListQuery,
  ZPhoneCodeSentAnswerSchema,
  ZWaitingEntryAddedAnswerSchema,
  ZWaitingLinkViewSchema,
  ZWaitingListAnswerSchema,
  ZWaitingListJoinedAnswerSchema,
  ZWaitingOfferTakenAnswerSchema,
} from '@clinic/domain';
import { type RequestOptions, type Transport, postCall } from './request';

/** The desk's waiting list (a staff token; a receptionist's branches and those for any branch). */
export type WaitingListApi = {
  /** One doctor's list: open entries in order of joining, then those closed in the last two weeks, with their offers. */
  listWaitingEntries(query: TWaitingListQuery, options?: RequestOptions): Promise<TWaitingEntryAnswer[]>;
  /** Puts a caller on a doctor's list; 400 naming the field at fault (`patient.phone` for a limit). */
  addWaitingEntry(entry: TStaffWaitingEntryInput, options?: RequestOptions): Promise<{ key: string }>;
  /** Takes an entry off the list; 409 CONFLICT when it is closed already, 404 outside the member's branches. */
  removeWaitingEntry(key: string, removal: TWaitingEntryRemoval, options?: RequestOptions): Promise<void>;
  /** Books the held place for the caller; 409 CONFLICT with `details.current` when the offer is no longer live. */
  takeWaitingOffer(id: number, options?: RequestOptions): Promise<{ documentId: string; bookingNumber: string }>;
  /** Passes the held place to the next entry; 409 CONFLICT when the offer is no longer live. */
  declineWaitingOffer(id: number, options?: RequestOptions): Promise<void>;
  /** The entry a waiting-list link's token opens, with its offer; 404 for any token that opens none, 429 past the limit. */
  openWaitingLink(token: string, options?: RequestOptions): Promise<TWaitingLinkView>;
  /** Takes the link's offer: the entry as it now is; 409 CONFLICT with `details.current` when it is no longer live. */
  takeOfferByLink(answer: TWaitingLinkAnswer, options?: RequestOptions): Promise<TWaitingLinkView>;
  /** Passes the link's offer on to the next patient waiting; 409 CONFLICT when it is no longer live. */
  declineOfferByLink(answer: TWaitingLinkAnswer, options?: RequestOptions): Promise<TWaitingLinkView>;
  /** Takes the link's entry off the list (its live offer passes on); leaving again changes nothing. */
  leaveWaitingList(token: string, options?: RequestOptions): Promise<TWaitingLinkView>;
  /** Sends a code to the patient's mobile; 400 on `phone` for a landline, 429 past a limit, 503 when it could not go. */
  sendPhoneCode(request: TPhoneCodeRequestInput, options?: RequestOptions): Promise<TPhoneCodeSentAnswer>;
  /** Puts the patient on the list with their code: the entry link's token; 400 naming the field at fault (`code` among them). */
  joinWaitingList(request: TWaitingListJoinInput, options?: RequestOptions): Promise<{ token: string }>;
};

export function createWaitingListApi(transport: Transport): WaitingListApi {
  const byToken = postCall<{ token: string }, TWaitingLinkView>(
    transport,
    '/waiting-list/link',
    ZWaitingLinkViewSchema,
  );
  const leave = postCall<{ token: string }, TWaitingLinkView>(
    transport,
    '/waiting-list/link/leave',
    ZWaitingLinkViewSchema,
  );
  return {
    listWaitingEntries: (query, options) =>
      transport.requestAnswer('GET', '/staff/waiting-list', ZWaitingListAnswerSchema, {
        query: { doctor: query.doctor, branch: query.branch },
        options,
      }),
    addWaitingEntry: postCall(transport, '/staff/waiting-list', ZWaitingEntryAddedAnswerSchema),
    removeWaitingEntry: async (key, removal, options) => {
      await transport.request('POST', `/staff/waiting-list/${encodeURIComponent(key)}/remove`, {
        body: { data: removal },
        options,
      });
    },
    takeWaitingOffer: (id, options) =>
      transport.requestAnswer('POST', `/staff/waiting-list/offers/${id}/take`, ZWaitingOfferTakenAnswerSchema, {
        options,
      }),
    declineWaitingOffer: async (id, options) => {
      await transport.request('POST', `/staff/waiting-list/offers/${id}/decline`, { options });
    },
    openWaitingLink: (token, options) => byToken({ token }, options),
    takeOfferByLink: postCall(transport, '/waiting-list/link/take', ZWaitingLinkViewSchema),
    declineOfferByLink: postCall(transport, '/waiting-list/link/decline', ZWaitingLinkViewSchema),
    leaveWaitingList: (token, options) => leave({ token }, options),
    sendPhoneCode: postCall(transport, '/waiting-list/phone-code', ZPhoneCodeSentAnswerSchema),
    joinWaitingList: postCall(transport, '/waiting-list/join', ZWaitingListJoinedAnswerSchema),
  };
}
