import type { PatientMessage } from '@clinic/cms-client';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { leftToRight } from '@/components/left-to-right';

/**
 * Why a message's last try failed, while it waits and once it failed for good: the reason in the
 * staff's language and the provider's own words when it gave some (the CMS has taken every address
 * and number out of them; a patient's stop has none). A
 * refused address is corrected by a manager; "Send again" then writes to the corrected one.
 */
export async function DeliveryFailure({
  message,
  locale,
}: {
  message: Pick<PatientMessage, 'state' | 'lastError' | 'lastErrorReason'>;
  locale: Locale;
}) {
  if (message.lastError === null && message.lastErrorReason === null) return null;
  const t = await getTranslations({ locale, namespace: 'Admin.patientMessages' });
  // A try that failed before the CMS kept reasons has its words only.
  const reason = t(`reason.${message.lastErrorReason ?? 'other'}`);
  const isFailed = message.state === 'failed';
  return (
    <div className="mt-1 space-y-0.5 text-sm">
      <p className={isFailed ? 'text-red-800' : 'text-amber-900'}>
        {isFailed ? t('failedReason', { reason }) : t('lastTryReason', { reason })}
      </p>
      {message.lastError === null ? null : (
        <p className="text-xs break-words text-slate-700">
          {t.rich('serverWords', { words: message.lastError, ltr: leftToRight })}
        </p>
      )}
      {isFailed && message.lastErrorReason === 'addressRefused' ? (
        <p className="text-xs text-slate-700">{t('correctAddress')}</p>
      ) : null}
    </div>
  );
}
