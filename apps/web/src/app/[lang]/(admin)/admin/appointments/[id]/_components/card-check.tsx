'use client';

import { CARD_REFUSAL_REASONS, type TCardRefusalReason, type TCardVerdict } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { checkCard } from '../actions';

/** The card's latest verdict as the page shows it, its time already written in the page's language. */
export type CardCheckView = {
  verdict: TCardVerdict;
  reason: TCardRefusalReason | null;
  checkedAt: string;
  checkedBy: string | null;
};

/**
 * Reception's verdict on a company or syndicate card, beside its images: the latest one and who gave
 * it, and, while the visit is booked, accepting the card or refusing it with a reason (before the
 * visit's day the patient is told, which the hint says).
 */
export function CardCheck({
  documentId,
  cardCheck,
  canCheck,
}: {
  documentId: string;
  cardCheck: CardCheckView | null;
  canCheck: boolean;
}) {
  const t = useTranslations('Admin.cardCheck');
  const { isPending, run } = useStaffAction();
  const [reasonError, setReasonError] = useState<string | null>(null);
  const send = (verdict: TCardVerdict, reason?: string) =>
    run(
      (locale) => checkCard(locale, documentId, verdict, reason),
      (result) => {
        if (result.ok) {
          setReasonError(null);
          notify.success(t(verdict === 'accepted' ? 'accepted' : 'refused'));
        } else if (result.details) {
          notify.error(t(`refusal.${result.details.cardCheck}`));
        } else if (result.fieldErrors?.reason) {
          setReasonError(t('chooseReason'));
        } else {
          notify.error(t(`refusal.${toMessageKey(result.code, ['unavailable'] as const, 'failed')}`));
        }
      },
    );
  const reasonId = `${documentId}-card-reason`;
  return (
    <div className="mb-5" aria-busy={isPending}>
      <h3 className="mb-2 text-lg font-semibold">{t('heading')}</h3>
      <p className={cardCheck?.verdict === 'refused' ? 'font-semibold text-red-800' : 'font-semibold'}>
        {cardCheck === null
          ? t('unchecked')
          : cardCheck.verdict === 'accepted'
            ? t('stateAccepted')
            : t('stateRefused', { reason: t(`reasons.${cardCheck.reason ?? 'unreadable'}`) })}
      </p>
      {cardCheck ? (
        <p className="text-sm text-slate-600">
          {t('checkedBy', { time: cardCheck.checkedAt, by: cardCheck.checkedBy ?? '—' })}
        </p>
      ) : null}
      {canCheck ? (
        <form
          className="mt-3 flex flex-col items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send('refused', String(new FormData(event.currentTarget).get('reason') ?? '') || undefined);
          }}
        >
          <Button size="sm" disabled={isPending} onClick={() => send('accepted')}>
            {t('accept')}
          </Button>
          <Field id={reasonId} label={t('reason')} hint={t('refuseHint')} error={reasonError}>
            {(control) => (
              <Select {...control} name="reason" defaultValue="">
                <option value="">{t('chooseReason')}</option>
                {CARD_REFUSAL_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`reasons.${reason}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="neutral" size="sm" disabled={isPending}>
            {t('refuse')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
