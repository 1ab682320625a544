import 'server-only';
import type { z } from 'zod';
import { readServerEnv } from '@/env';
import { readPolicyVersion } from '@/lib/content/pages';
import type { PageSearchParams } from '@/lib/search-query';
import { openStaffCms } from '@/lib/staff-cms';
import { readStaffPage } from '@/lib/staff-page';
import { listStaffPlaces } from '@/lib/staff-places';

/** The messages the caller's form (_components/caller-details.tsx) reads, for its page's ClientMessages. */
export const CALLER_FORM_MESSAGES = [
  'Admin.contract',
  'Admin.detail.payment',
  'Admin.detail.phone',
  'Admin.language',
  'Admin.newAppointment',
] as const;

/**
 * The start of a desk page that records a caller (a booking, a place on the waiting list): its
 * language and filters, the member's CMS, the doctors and branches they work for, and what the
 * caller's form needs: the policy version their spoken consent names, and whether WhatsApp is sent.
 */
export async function openCallerPage<TSchema extends z.ZodType>(
  props: { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> },
  schema: TSchema,
) {
  const { locale, query, ignored } = await readStaffPage(props, schema);
  const cms = await openStaffCms(locale);
  const [{ doctors, branches }, policyVersion] = await Promise.all([
    listStaffPlaces(cms.session, locale),
    readPolicyVersion(locale),
  ]);
  const callerForm = { policyVersion, sendsWhatsApp: readServerEnv().WHATSAPP_API_URL !== '' };
  return { locale, query, ignored, cms, doctors, branches, callerForm };
}
