import type { TCardRefusalReason, TCardVerdict, TContractType } from '@clinic/domain';
import { useTranslations } from 'next-intl';

/**
 * A company or syndicate visit's card, in a few words, wherever staff meet the visit (the day sheet,
 * the call list, the doctor's list): accepted, refused and why, or not checked yet. Nothing for cash.
 */
export function CardState({
  contractType,
  cardCheck,
}: {
  contractType: TContractType;
  cardCheck: { verdict: TCardVerdict; reason: TCardRefusalReason | null } | null;
}) {
  const t = useTranslations('Admin.cardCheck');
  if (contractType === 'cash') return null;
  if (!cardCheck) return <span className="block text-sm text-slate-700">{t('short.unchecked')}</span>;
  if (cardCheck.verdict === 'accepted') return <span className="block text-sm">{t('short.accepted')}</span>;
  return (
    <span className="block text-sm font-semibold text-red-800">
      {t('short.refused', { reason: t(`reasons.${cardCheck.reason ?? 'unreadable'}`) })}
    </span>
  );
}
