import { z } from 'zod';
import { pageAnswer } from './answers';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { ZPositiveIntegerSchema, emptyAsMissing } from './staff-appointments';

/**
 * A staff member marks a contact message read or unread: the one field of a message staff may
 * change. Anything else in the body is dropped, so the route can never write another field.
 */
export const ZMessageReadChangeSchema = z.object(
  { isRead: z.boolean({ error: requiredOr() }) },
  { error: requiredOr() },
);

export type TMessageReadChange = z.infer<typeof ZMessageReadChangeSchema>;

/** The inbox's filter: every message, or only those not yet (or already) read. */
export const MESSAGE_FILTERS = ['all', 'unread', 'read'] as const;

export type TMessageFilter = (typeof MESSAGE_FILTERS)[number];

export const MESSAGE_LIST_PAGE_SIZE = 20;
export const MESSAGE_LIST_MAX_PAGE_SIZE = 50;

/** One page of the staff inbox, newest first; `meta.unread` counts the unread ones whatever the filter. */
export const ZStaffMessageListQuerySchema = z.object({
  show: z.preprocess(
    emptyAsMissing,
    z.enum(MESSAGE_FILTERS, { error: ValidationMessage.invalidChoice }).default('all'),
  ),
  page: z.preprocess(emptyAsMissing, ZPositiveIntegerSchema.default(1)),
  pageSize: z.preprocess(
    emptyAsMissing,
    ZPositiveIntegerSchema.max(MESSAGE_LIST_MAX_PAGE_SIZE, { error: ValidationMessage.invalidType }).default(
      MESSAGE_LIST_PAGE_SIZE,
    ),
  ),
});

export type TStaffMessageListQuery = z.infer<typeof ZStaffMessageListQuerySchema>;

/** A contact message as staff read it in the inbox: everything the visitor sent, never its row id. */
export const ZInboxMessageAnswerSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  /** The language the visitor wrote from, to answer in. */
  language: z.enum(LOCALES),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type TInboxMessageAnswer = z.infer<typeof ZInboxMessageAnswerSchema>;

/** A page of the inbox, newest first, and how many messages nobody has read yet whatever the filter. */
export const ZInboxPageAnswerSchema = pageAnswer(ZInboxMessageAnswerSchema).extend({
  unread: z.number().int().min(0),
});

export type TInboxPageAnswer = z.infer<typeof ZInboxPageAnswerSchema>;

/** A message marked read or unread, answered as Strapi's own findOne answers it: with its row id. */
export const ZMarkedMessageAnswerSchema = ZInboxMessageAnswerSchema.extend({
  id: z.number().int().positive(),
  publishedAt: z.iso.datetime().nullable(),
});

export type TMarkedMessageAnswer = z.infer<typeof ZMarkedMessageAnswerSchema>;
