'use client';

import { useLocale, useTranslations } from 'next-intl';

/**
 * The booking's manage link. A plain link, not the router's: its address answers with a redirect
 * that keeps the token in a cookie, and the page it leads to is rendered anew.
 */
export function ManageLink({ token }: { token: string }) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  return (
    <p>
      <a href={`/${locale}/booking/manage/${token}`} rel="noreferrer" className="font-semibold text-brand underline">
        {t('manageLink')}
      </a>
      <span className="block text-sm text-slate-700">{t('manageHint')}</span>
    </p>
  );
}
