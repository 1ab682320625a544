import {
  ZAccessLogPageAnswerSchema,
  ZDeliveryLogPageAnswerSchema,
  ZInboxPageAnswerSchema,
  ZMarkedMessageAnswerSchema,
  ZStaffAccountAnswerSchema,
  ZStaffAccountListAnswerSchema,
  ZStaffProfileAnswerSchema,
  ZStatisticsAnswerSchema,
} from '@clinic/domain';
import { type RequestOptions, type Transport, pageCall, postCall } from './request';
import type {
  AccessLogPage,
  AccessLogQuery,
  DeliveryLogPage,
  DeliveryLogQuery,
  NewStaffAccount,
  StaffAccount,
  StaffAccountChange,
  StaffMarkedMessage,
  StaffMessageList,
  StaffMessageQuery,
  StaffProfile,
  Statistics,
  StatisticsQuery,
} from './types/staff';

/**
 * Appointments are not localized, but the names they keep (doctor, branch, specialty, service) are
 * stored in both languages: `locale`, the staff page's language, chooses which the CMS answers and sorts.
 */
export type StaffCallOptions = RequestOptions;

export type StaffApi = {
  /**
   * The signed-in staff member's role and branches; rejects with a CmsError 401 for a token the CMS
   * no longer accepts and 403 for an account in no staff role.
   */
  getStaffProfile(options?: StaffCallOptions): Promise<StaffProfile>;
  /**
   * Marks a contact message read or unread, the one change staff may make to it; rejects with a
   * CmsError 404 when there is no such message.
   */
  markMessageRead(documentId: string, isRead: boolean, options?: StaffCallOptions): Promise<StaffMarkedMessage>;
  /** One page of the contact messages inbox, newest first, and how many are unread. */
  listMessages(query: StaffMessageQuery, options?: StaffCallOptions): Promise<StaffMessageList>;
  /** Every staff account, managers first; a manager's token only (403 otherwise). */
  listStaffAccounts(options?: StaffCallOptions): Promise<StaffAccount[]>;
  /**
   * Makes a staff account and mails its holder a link to choose a password. Rejects with a CmsError
   * 400 naming the field at fault (`email` with `validation.accountExists` for a taken address).
   */
  createStaffAccount(account: NewStaffAccount, options?: StaffCallOptions): Promise<StaffAccount>;
  /** Changes an account's role, branches and whether it may sign in; 400 `validation.ownAccount` for one's own. */
  updateStaffAccount(id: number, change: StaffAccountChange, options?: StaffCallOptions): Promise<StaffAccount>;
  /** Mails the account a new set-password link in `locale`; 409 `INVALID_TRANSITION` for a blocked account. */
  sendStaffInvitation(id: number, locale: NewStaffAccount['locale'], options?: StaffCallOptions): Promise<StaffAccount>;
  /** A range's figures (a manager's token only), names in `options.locale`; 400 naming the filter at fault. */
  getStatistics(query: StatisticsQuery, options?: StaffCallOptions): Promise<Statistics>;
  /** One page of the delivery log of patient messages, newest first; a manager's token only. */
  getDeliveryLog(query: DeliveryLogQuery, options?: StaffCallOptions): Promise<DeliveryLogPage>;
  /** One page of the access log, newest first; a manager's token only. */
  getAccessLog(query: AccessLogQuery, options?: StaffCallOptions): Promise<AccessLogPage>;
};

const DELIVERY_LOG_FILTERS = ['from', 'to', 'state', 'kind', 'bookingNumber', 'page'] as const;
const ACCESS_LOG_FILTERS = ['from', 'to', 'staff', 'bookingNumber', 'action', 'page'] as const;

export function createStaffApi(transport: Transport): StaffApi {
  return {
    getStaffProfile: (options) => transport.requestAnswer('GET', '/staff/me', ZStaffProfileAnswerSchema, { options }),

    listStaffAccounts: (options) =>
      transport.requestAnswer('GET', '/staff/accounts', ZStaffAccountListAnswerSchema, { options }),

    createStaffAccount: postCall(transport, '/staff/accounts', ZStaffAccountAnswerSchema),

    updateStaffAccount: (id, change, options) =>
      transport.requestAnswer('PUT', `/staff/accounts/${id}`, ZStaffAccountAnswerSchema, {
        body: { data: change },
        options,
      }),

    sendStaffInvitation: (id, locale, options) =>
      transport.requestAnswer('POST', `/staff/accounts/${id}/invitation`, ZStaffAccountAnswerSchema, {
        body: { data: { locale } },
        options,
      }),

    getStatistics: (query, options) =>
      transport.requestAnswer('GET', '/staff/statistics', ZStatisticsAnswerSchema, {
        query: { from: query.from, to: query.to, branch: query.branch, doctor: query.doctor, locale: options?.locale },
        options,
      }),

    getDeliveryLog: pageCall(transport, '/staff/deliveries', ZDeliveryLogPageAnswerSchema, DELIVERY_LOG_FILTERS),

    getAccessLog: pageCall(transport, '/staff/access-log', ZAccessLogPageAnswerSchema, ACCESS_LOG_FILTERS),

    listMessages: pageCall(transport, '/staff/messages', ZInboxPageAnswerSchema, ['show', 'page', 'pageSize']),

    markMessageRead: (documentId, isRead, options) =>
      transport.requestAnswer(
        'POST',
        `/staff/messages/${encodeURIComponent(documentId)}/read`,
        ZMarkedMessageAnswerSchema,
        { body: { data: { isRead } }, options },
      ),
  };
}
