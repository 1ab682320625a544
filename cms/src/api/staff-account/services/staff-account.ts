import type { TLocale, TStaffAccount, TStaffAccountChange } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import {
  createStaffAccount,
  listStaffAccounts,
  sendStaffInvitation,
  updateStaffAccount,
} from '../../../staff/staff-accounts';

/** The staff accounts (cms/src/staff/staff-accounts.ts), for the managers' routes. */
const createStaffAccountService = ({ strapi }: { strapi: Core.Strapi }) => ({
  list: () => listStaffAccounts(strapi),
  create: (account: TStaffAccount) => createStaffAccount(strapi, account),
  update: (id: number, change: TStaffAccountChange, actingUserId: number) =>
    updateStaffAccount(strapi, id, change, actingUserId),
  sendInvitation: (id: number, locale: TLocale) => sendStaffInvitation(strapi, id, locale),
});

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;

export const getStaffAccountService = (strapi: Core.Strapi) =>
  strapi.service('api::staff-account.staff-account') as unknown as StaffAccountService;

export default createStaffAccountService;
