'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type MouseEvent, useActionState, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toMessageKey } from '@/lib/action-result';
import { type TEntryAnswerState, declineOffer, leaveWaitingList, takeOffer } from '../actions';

/** Why an answer was refused, in the page's words; nothing once it went through (the page shows the result). */
function AnswerFailure({ state }: { state: TEntryAnswerState }) {
  const t = useTranslations('WaitingEntry');
  if (state?.ok !== false) return null;
  const key = toMessageKey(state.code, ['notFound', 'conflict', 'rateLimited', 'unavailable'], 'failed');
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {t(`failures.${key}`)}
    </p>
  );
}

/** The page's own address as a form's: posted before the script runs, the answer renders this page. */
const usePageAddress = () => `/${useLocale()}/waiting-list/entry`;

/** A live offer's two answers, each a plain form post: take the time, or pass it to the next patient. */
export function OfferAnswers({ offerId }: { offerId: number }) {
  const t = useTranslations('WaitingEntry');
  const page = usePageAddress();
  const [taken, take, isTaking] = useActionState(takeOffer, null, page);
  const [passed, pass, isPassing] = useActionState(declineOffer, null, page);
  const isPending = isTaking || isPassing;
  return (
    <div className="space-y-3">
      <AnswerFailure state={taken ?? passed} />
      <div className="flex flex-wrap gap-3">
        <form action={take}>
          <input type="hidden" name="offer" value={offerId} />
          <Button type="submit" disabled={isPending}>
            {t('take')}
          </Button>
        </form>
        <form action={pass}>
          <input type="hidden" name="offer" value={offerId} />
          <Button type="submit" variant="neutral" disabled={isPending}>
            {t('pass')}
          </Button>
        </form>
      </div>
      <p className="text-sm text-slate-600">{t('passExplain')}</p>
    </div>
  );
}

/** Leaving the list: asked once more before it is done (without JavaScript, the form leaves at once). */
export function LeaveWaitingList() {
  const t = useTranslations('WaitingEntry');
  const [state, leave, isPending] = useActionState(leaveWaitingList, null, usePageAddress());
  const [isAsking, setIsAsking] = useState(false);
  const titleId = `${useId()}-title`;
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setIsAsking(true);
  };
  return (
    <section aria-labelledby={titleId} className="space-y-3 border-t border-slate-200 pt-6">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('leaveTitle')}
      </h2>
      <p className="text-slate-700">{t('leaveExplain')}</p>
      <AnswerFailure state={state} />
      <form action={leave} className="flex flex-wrap gap-3">
        {isAsking ? (
          <>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {t('leaveConfirm')}
            </Button>
            <Button variant="neutral" onClick={() => setIsAsking(false)}>
              {t('stay')}
            </Button>
          </>
        ) : (
          <Button type="submit" variant="danger" onClick={ask}>
            {t('leave')}
          </Button>
        )}
      </form>
    </section>
  );
}
