import { ZStaffAccountChangeSchema, ZStaffAccountSchema, ZStaffInvitationSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { SignedInStaff } from '../../../staff/staff-scope';
import { readRequestData } from '../../../utils/validation-details';
import { getStaffAccountService } from '../services/staff-account';

type Context = Parameters<Core.MiddlewareHandler>[0];

const readAccountId = (ctx: Context) => {
  const id = Number((ctx.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id < 1) throw new errors.NotFoundError('No such staff account');
  return id;
};

/** The managers’ routes over the staff accounts (see cms/src/staff/staff-accounts.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/staff/accounts — every staff account, with its role, branches and whether it is blocked. */
  async list(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await getStaffAccountService(strapi).list() };
  },

  /** POST /api/staff/accounts — `{ email, role, branches, locale }`: 201, and the set-password link is mailed. */
  async create(ctx: Context) {
    const account = readRequestData(ctx, ZStaffAccountSchema, 'staff account');
    ctx.status = 201;
    ctx.body = { data: await getStaffAccountService(strapi).create(account) };
  },

  /** PUT /api/staff/accounts/:id — `{ role, branches, blocked }`, applied at once. */
  async update(ctx: Context) {
    const id = readAccountId(ctx);
    const change = readRequestData(ctx, ZStaffAccountChangeSchema, 'staff account change');
    const actingUserId = (ctx.state.user as SignedInStaff).id;
    ctx.body = { data: await getStaffAccountService(strapi).update(id, change, actingUserId) };
  },

  /** POST /api/staff/accounts/:id/invitation — `{ locale }`: a new set-password link, mailed now. */
  async sendInvitation(ctx: Context) {
    const id = readAccountId(ctx);
    const { locale } = readRequestData(ctx, ZStaffInvitationSchema, 'invitation');
    ctx.body = { data: await getStaffAccountService(strapi).sendInvitation(id, locale) };
  },
});
