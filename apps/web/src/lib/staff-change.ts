import 'server-only';
import { isCmsError } from '@clinic/cms-client';
import { ErrorCode, collectFieldErrors } from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import type { z } from 'zod';
import { type Locale, routing } from '@/i18n/routing';
import { type TActionFailure, type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { type StaffCms, leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

type TStaffRead<TSchema extends z.ZodType, TValue> = {
  /** The page's language, as the page sent it: any other value is the default language. */
  locale: string;
  /** The shared schema the input is checked with first (the CMS checks it again). */
  schema: TSchema;
  input: unknown;
  /** The CMS call, as the signed-in staff member, with the checked input. */
  send: (cms: StaffCms, locale: Locale, checked: z.output<TSchema>) => Promise<TValue>;
  /** Whose CMS: the desk's (openStaffCms) unless said; a doctor's own actions open theirs. */
  open?: (locale: Locale) => Promise<StaffCms>;
};

/**
 * A read staff make from a page, as the signed-in staff member: the input checked with the shared
 * schema, then the CMS asked. A rejected session leaves for the sign-in page; any other failure is a
 * code the page translates, as `failure` tells it (the CMS's own code unless said).
 */
export async function readAsStaff<TSchema extends z.ZodType, TValue, TDetails = undefined>({
  locale: localeValue,
  schema,
  input,
  send,
  open = openStaffCms,
  failure = toActionFailure<TDetails>,
}: TStaffRead<TSchema, TValue> & {
  failure?: (error: unknown) => TActionFailure<TDetails>;
}): Promise<TActionResult<TValue, TDetails>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await open(locale);
  const parsed = schema.safeParse(input);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  try {
    return succeed(await send(cms, locale, parsed.data));
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    return failure(error);
  }
}

type TStaffChange<TSchema extends z.ZodType, TValue, TDetails> = TStaffRead<TSchema, TValue> & {
  /** The change in words, for the log line of an outage: 'a status change'. */
  what: string;
  /** A failure's details for the page (a colleague's status, the next free times); none unless given. */
  explain?: (failure: TActionFailure<TDetails>, error: unknown) => TActionFailure<TDetails>;
  /** The staff pages refreshed after the change: the appointments unless said. */
  refreshes?: string;
};

/**
 * What every change staff make does around its CMS call: a read's checks (readAsStaff), the staff
 * pages under `refreshes` refreshed after, and a failure answered as a code the page translates,
 * with its details where `explain` gives them. An outage is logged.
 */
export async function applyChange<TSchema extends z.ZodType, TValue, TDetails = undefined>({
  what,
  send,
  explain = (failure) => failure,
  refreshes = '/admin/appointments',
  ...read
}: TStaffChange<TSchema, TValue, TDetails>): Promise<TActionResult<TValue, TDetails>> {
  return readAsStaff({
    ...read,
    send: async (cms, locale, checked) => {
      const value = await send(cms, locale, checked);
      revalidatePath(`/${locale}${refreshes}`, 'layout');
      return value;
    },
    failure: (error) => {
      const failure = toActionFailure<TDetails>(error);
      if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
        console.error(`[staff] ${what} failed: ${failure.code}`);
      }
      return explain(failure, error);
    },
  });
}

/**
 * An `explain` for a CONFLICT whose cause the CMS names in `details[field]` (a colleague's status, why
 * a check-in was refused): the page gets that value when it is one of `known` (any, without), and the
 * bare code otherwise.
 */
export const keepConflictDetail =
  <TField extends string, TValue extends string>(field: TField, known?: readonly TValue[]) =>
  (failure: TActionFailure<Record<TField, TValue>>, error: unknown): TActionFailure<Record<TField, TValue>> => {
    const value = isCmsError(error) ? error.details[field] : undefined;
    const isKnown = typeof value === 'string' && (!known || (known as readonly string[]).includes(value));
    return failure.code === ErrorCode.CONFLICT && isKnown
      ? { ...failure, details: { [field]: value } as Record<TField, TValue> }
      : failure;
  };
