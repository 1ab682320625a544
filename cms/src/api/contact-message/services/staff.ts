import type { TInboxMessageAnswer, TStaffMessageListQuery } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

const CONTACT_MESSAGE = 'api::contact-message.contact-message';

/** What staff read of a message: everything the visitor sent, never its row id. */
const MESSAGE_FIELDS = [
  'documentId',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'language',
  'isRead',
  'createdAt',
  'updatedAt',
];

type InboxRow = Omit<TInboxMessageAnswer, 'createdAt' | 'updatedAt'> & {
  createdAt: string | Date;
  updatedAt: string | Date;
};

/** A row as the inbox answers it (ZInboxMessageAnswerSchema): its instants as ISO strings. */
const toInboxMessage = (row: InboxRow): TInboxMessageAnswer => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const READ_CONDITIONS: Readonly<Record<TStaffMessageListQuery['show'], Record<string, unknown>>> = {
  all: {},
  unread: { isRead: false },
  read: { isRead: true },
};

const createStaffService = ({ strapi }: { strapi: Core.Strapi }) => {
  const messages = () => strapi.db.query(CONTACT_MESSAGE);
  return {
    /**
     * One page of the inbox, newest first (the id breaking ties of one instant), with how many
     * messages nobody has read yet whatever the filter: the nav's badge and the page's heading.
     */
    async list(query: TStaffMessageListQuery) {
      const where = READ_CONDITIONS[query.show];
      const [rows, total, unread] = await Promise.all([
        messages().findMany({
          where,
          select: MESSAGE_FIELDS,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        messages().count({ where }),
        messages().count({ where: READ_CONDITIONS.unread }),
      ]);
      return {
        data: (rows as InboxRow[]).map(toInboxMessage),
        meta: {
          unread,
          pagination: {
            page: query.page,
            pageSize: query.pageSize,
            pageCount: Math.ceil(total / query.pageSize),
            total,
          },
        },
      };
    },

    /** Sets only the read flag of one message; null when there is no such message. */
    async markRead(documentId: string, isRead: boolean) {
      return strapi.documents(CONTACT_MESSAGE).update({ documentId, data: { isRead } });
    },
  };
};

export type StaffMessagesService = ReturnType<typeof createStaffService>;

export const getStaffMessagesService = (strapi: Core.Strapi) =>
  strapi.service('api::contact-message.staff') as unknown as StaffMessagesService;

export default createStaffService;
