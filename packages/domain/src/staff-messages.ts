import { z } from 'zod';
import { requiredOr } from './messages';

/**
 * A staff member marks a contact message read or unread: the one field of a message staff may
 * change. Anything else in the body is dropped, so the route can never write another field.
 */
export const ZMessageReadChangeSchema = z.object(
  { isRead: z.boolean({ error: requiredOr() }) },
  { error: requiredOr() },
);

export type TMessageReadChange = z.infer<typeof ZMessageReadChangeSchema>;
