'use server';

import {
  ZStaffWaitingEntrySchema,
  ZWaitingEntryKeySchema,
  ZWaitingEntryRemovalSchema,
  ZWaitingOfferIdSchema,
} from '@clinic/domain';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { TActionResult } from '@/lib/action-result';
import type { StaffCms } from '@/lib/staff-cms';
import { applyChange } from '@/lib/staff-change';

type TStaffClient = StaffCms['client'];
type TCallOptions = { locale: Locale } & StaffCms['fresh'];

/**
 * A change to the waiting list as the signed-in staff member: `input` checked with `schema`, the CMS
 * called, the page refreshed after; `what` names it in the log of an outage.
 */
async function changeWaitingList<TSchema extends z.ZodType, TValue>(
  change: { locale: string; what: string; schema: TSchema; input: unknown },
  send: (client: TStaffClient, checked: z.output<TSchema>, options: TCallOptions) => Promise<TValue>,
): Promise<TActionResult<TValue>> {
  return applyChange({
    ...change,
    refreshes: '/admin/waiting-list',
    send: (cms, locale, checked) => send(cms.client, checked, { locale, ...cms.fresh }),
  });
}

/** Puts a caller on a doctor's waiting list as the signed-in staff member, who records their spoken consent. */
export async function addCaller(locale: string, entry: unknown): Promise<TActionResult<{ key: string }>> {
  const what = 'a caller put on the waiting list';
  return changeWaitingList(
    { locale, what, schema: ZStaffWaitingEntrySchema, input: entry },
    (client, checked, options) => client.addWaitingEntry(checked, options),
  );
}

/**
 * The caller's answer to a live offer, given on the phone: `take` books its held place for them (the
 * visit's ids answer), `decline` passes it to the next patient waiting; CONFLICT when it is no longer live.
 */
export async function answerOffer(locale: string, offerId: string, answer: 'take' | 'decline') {
  const schema = z.object({ id: ZWaitingOfferIdSchema, answer: z.enum(['take', 'decline']) });
  return changeWaitingList(
    { locale, what: 'an answer to an offer', schema, input: { id: offerId, answer } },
    (client, checked, options) =>
      checked.answer === 'take'
        ? client.takeWaitingOffer(checked.id, options)
        : client.declineWaitingOffer(checked.id, options).then(() => null),
  );
}

/**
 * Takes an entry off the list with the desk's reason; CONFLICT when it is closed already. The key is
 * checked beside the reason, so a reason the schema refuses comes back on its own field.
 */
export async function removeEntry(locale: string, key: string, removal: unknown) {
  const schema = ZWaitingEntryRemovalSchema.extend({ key: ZWaitingEntryKeySchema });
  const input = typeof removal === 'object' && removal !== null ? { ...removal, key } : { key };
  return changeWaitingList(
    { locale, what: 'a waiting-list entry removed', schema, input },
    (client, { key: checkedKey, ...checked }, options) => client.removeWaitingEntry(checkedKey, checked, options),
  );
}
