'use server';

import { ZStaffAccountChangeSchema, ZStaffAccountSchema, ZStaffInvitationSchema } from '@clinic/domain';
import type { TActionResult } from '@/lib/action-result';
import { applyChange } from '@/lib/staff-change';

const STAFF_PAGES = '/admin/staff';
/** Makes a staff account; the CMS mails its holder the link to choose a password. Managers only. */
export async function createAccount(localeValue: string, account: unknown): Promise<TActionResult<{ id: number }>> {
  return applyChange({
    locale: localeValue,
    what: 'creating a staff account',
    schema: ZStaffAccountSchema,
    input: account,
    send: async (cms, _locale, checked) => ({ id: (await cms.client.createStaffAccount(checked, cms.fresh)).id }),
    refreshes: STAFF_PAGES,
  });
}

/** Changes an account's role, branches and whether it may sign in. Managers only, never their own role. */
export async function changeAccount(localeValue: string, id: number, change: unknown): Promise<TActionResult> {
  return applyChange({
    locale: localeValue,
    what: 'changing a staff account',
    schema: ZStaffAccountChangeSchema,
    input: change,
    send: (cms, _locale, checked) => cms.client.updateStaffAccount(id, checked, cms.fresh).then(() => undefined),
    refreshes: STAFF_PAGES,
  });
}

/** Mails the account a new set-password link; the earlier one stops working. */
export async function sendInvitation(localeValue: string, id: number, invitation: unknown): Promise<TActionResult> {
  return applyChange({
    locale: localeValue,
    what: 'sending a staff invitation',
    schema: ZStaffInvitationSchema,
    input: invitation,
    send: (cms, _locale, checked) =>
      cms.client.sendStaffInvitation(id, checked.locale, cms.fresh).then(() => undefined),
    refreshes: STAFF_PAGES,
  });
}
