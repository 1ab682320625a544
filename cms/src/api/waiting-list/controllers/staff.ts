import {
  AppError,
  ErrorCode,
  ZStaffWaitingEntrySchema,
  ZWaitingEntryKeySchema,
  ZWaitingEntryRemovalSchema,
  ZWaitingListQuerySchema,
  ZWaitingOfferIdSchema,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { recordAccessOnce } from '../../../staff/access-log';
import { type SignedInStaff, nameStaffMember, readStaffScope } from '../../../staff/staff-scope';
import { readRequestData, readRequestQuery } from '../../../utils/validation-details';
import { readOfferInScope, takeOfferForCaller } from '../../../waiting-list/caller-offers';
import { addWaitingEntry } from '../../../waiting-list/new-entries';
import { listWaitingEntries, removeWaitingEntry } from '../../../waiting-list/waiting-entries';
import { declineOffer } from '../../../waiting-list/waiting-holds';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** A desk's list page reads again while it stays open: one opening in the access log per member and list this long. */
const WAITING_LIST_OPENING_MS = 10 * 60_000;

/** The signed-in member: who they are, as the list names them, and the branches they may act for. */
const readMember = async (strapi: Core.Strapi, ctx: Context) => {
  const user = ctx.state.user as SignedInStaff;
  return { user, by: nameStaffMember(user), scope: await readStaffScope(strapi, user) };
};

const readOfferId = (ctx: Context) => {
  const offerId = ZWaitingOfferIdSchema.safeParse((ctx.params as { id: string }).id);
  if (!offerId.success) throw new AppError(ErrorCode.NOT_FOUND, 'No such offer');
  return offerId.data;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/staff/waiting-list?doctor=…&branch=… — one doctor's list; each opening is in the access log (a page kept open, once). */
  async list(ctx: Context) {
    const query = readRequestQuery(ctx, ZWaitingListQuerySchema, 'waiting list query');
    const { user, scope } = await readMember(strapi, ctx);
    const entries = await listWaitingEntries(strapi, query, scope);
    await recordAccessOnce(strapi.db.connection, user, 'viewWaitingList', {
      details: { doctor: query.doctor, branch: query.branch },
      windowMs: WAITING_LIST_OPENING_MS,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: entries };
  },

  /** POST /api/staff/waiting-list — a caller the desk puts on a doctor's list (ZStaffWaitingEntrySchema). */
  async add(ctx: Context) {
    const request = readRequestData(ctx, ZStaffWaitingEntrySchema, 'waiting-list entry');
    const { by, scope } = await readMember(strapi, ctx);
    ctx.status = 201;
    ctx.body = { data: await addWaitingEntry(strapi, request, { addedBy: by, scope }) };
  },

  /** POST /api/staff/waiting-list/:key/remove — takes an entry off with a reason; its live offer is withdrawn. */
  async remove(ctx: Context) {
    const { key } = ctx.params as { key: string };
    if (!ZWaitingEntryKeySchema.safeParse(key).success)
      throw new AppError(ErrorCode.NOT_FOUND, 'No such waiting-list entry');
    const { reason } = readRequestData(ctx, ZWaitingEntryRemovalSchema, 'removal');
    const { by, scope } = await readMember(strapi, ctx);
    await removeWaitingEntry(strapi, key, { reason, by, scope });
    ctx.status = 204;
  },

  /** POST /api/staff/waiting-list/offers/:id/take — the caller said yes on the phone: the held place is booked for them. */
  async takeOffer(ctx: Context) {
    const { by, scope } = await readMember(strapi, ctx);
    ctx.status = 201;
    ctx.body = { data: await takeOfferForCaller(strapi, readOfferId(ctx), { by, scope }) };
  },

  /** POST /api/staff/waiting-list/offers/:id/decline — the caller said no: the place goes to the next entry. */
  async declineOffer(ctx: Context) {
    const offerId = readOfferId(ctx);
    const { by, scope } = await readMember(strapi, ctx);
    await readOfferInScope(strapi.db.connection, offerId, scope);
    await declineOffer(strapi, offerId, by);
    ctx.status = 204;
  },
});
