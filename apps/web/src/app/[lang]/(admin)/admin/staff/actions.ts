'use server';

import { ZStaffAccountChangeSchema, ZStaffAccountSchema, ZStaffInvitationSchema } from '@clinic/domain';
import type { TActionResult } from '@/lib/action-result';
import { applyChange } from '@/lib/staff-change';

const STAFF_PAGES = '/admin/staff';
const unexplained = <TFailure>(failure: TFailure) => failure;

/** Makes a staff account; the CMS mails its holder the link to choose a password. Managers only. */
export async function createAccount(localeValue: string, account: unknown): Promise<TActionResult<{ id: number }>> {
  return applyChange(
    localeValue,
    'creating a staff account',
    ZStaffAccountSchema,
    account,
    async (cms, _locale, checked) => {
      const created = await cms.client.createStaffAccount(checked, cms.fresh);
      return { id: created.id };
    },
    unexplained,
    STAFF_PAGES,
  );
}

/** Changes an account's role, branches and whether it may sign in. Managers only, never their own role. */
export async function changeAccount(localeValue: string, id: number, change: unknown): Promise<TActionResult> {
  return applyChange(
    localeValue,
    'changing a staff account',
    ZStaffAccountChangeSchema,
    change,
    async (cms, _locale, checked) => {
      await cms.client.updateStaffAccount(id, checked, cms.fresh);
      return undefined;
    },
    unexplained,
    STAFF_PAGES,
  );
}

/** Mails the account a new set-password link; the earlier one stops working. */
export async function sendInvitation(localeValue: string, id: number, invitation: unknown): Promise<TActionResult> {
  return applyChange(
    localeValue,
    'sending a staff invitation',
    ZStaffInvitationSchema,
    invitation,
    async (cms, _locale, { locale }) => {
      await cms.client.sendStaffInvitation(id, locale, cms.fresh);
      return undefined;
    },
    unexplained,
    STAFF_PAGES,
  );
}
