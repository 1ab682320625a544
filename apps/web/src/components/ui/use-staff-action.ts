'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useTransition } from 'react';
import { type TActionFailure, callAction } from '@/lib/action-result';

/** What `onResult` answers when the page is not to be read again: it left, or it shows the failure itself. */
export const KEEP_PAGE = 'keep page';

/**
 * A staff button's server action, without a form (useActionForm has one): `run` calls it in a
 * transition with the page's language (a call that cannot be made reads as SERVICE_UNAVAILABLE),
 * hands the result to `onResult` for its toast, then reads the page again, so every figure on it
 * shows what the CMS now holds, unless `onResult` answers KEEP_PAGE.
 */
export function useStaffAction() {
  const locale = useLocale();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const run = <TResult>(
    action: (locale: string) => Promise<TResult>,
    onResult: (result: TResult | TActionFailure<never>) => unknown,
  ) =>
    startTransition(async () => {
      if (onResult(await callAction(action(locale))) !== KEEP_PAGE) router.refresh();
    });
  return { locale, router, isPending, run };
}
