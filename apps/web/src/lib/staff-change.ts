import 'server-only';
import { ErrorCode, collectFieldErrors } from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import type { z } from 'zod';
import { type Locale, routing } from '@/i18n/routing';
import { type TActionFailure, type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { type StaffCms, leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

/**
 * What every change staff make does around its CMS call, as the signed-in staff member: the input
 * checked with the shared schema first (the CMS checks it again), the staff pages under `refreshes`
 * (the appointments unless said) refreshed after, and a failure answered as a code the page
 * translates. A rejected session leaves for the sign-in page; an outage is logged.
 */
export async function applyChange<TSchema extends z.ZodType, TValue, TDetails = undefined>(
  localeValue: string,
  what: string,
  schema: TSchema,
  input: unknown,
  send: (cms: StaffCms, locale: Locale, checked: z.output<TSchema>) => Promise<TValue>,
  explain: (failure: TActionFailure<TDetails>, error: unknown) => TActionFailure<TDetails> = (failure) => failure,
  refreshes = '/admin/appointments',
): Promise<TActionResult<TValue, TDetails>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const parsed = schema.safeParse(input);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  try {
    const value = await send(cms, locale, parsed.data);
    revalidatePath(`/${locale}${refreshes}`, 'layout');
    return succeed(value);
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    const failure = toActionFailure<TDetails>(error);
    if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
      console.error(`[staff] ${what} failed: ${failure.code}`);
    }
    return explain(failure, error);
  }
}
