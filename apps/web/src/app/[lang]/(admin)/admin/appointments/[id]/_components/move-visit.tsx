'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { QuestionBox } from '../../../../_components/question-box';
import { moveVisit } from '../actions';

/** A free time to move to: its start as the CMS wrote it, and its words in the page's language. */
export type MoveTarget = { start: string; label: string };

/**
 * The free times of the chosen day, one button each; a choice asks once more, naming the new time,
 * before the visit moves. A time taken meanwhile says so and the list is read again.
 */
export function MoveVisit({
  documentId,
  from,
  targets,
  dayLabel,
}: {
  documentId: string;
  /** The visit's start as this page showed it. */
  from: string;
  targets: readonly MoveTarget[];
  dayLabel: string;
}) {
  const t = useTranslations('Admin');
  const { isPending: isSaving, run } = useStaffAction();
  const [chosen, setChosen] = useState<MoveTarget | null>(null);

  const move = (target: MoveTarget) =>
    run(
      (locale) => moveVisit(locale, documentId, { from, start: target.start }),
      (result) => {
        if (result.ok) {
          setChosen(null);
          notify.success(t('move.moved', { time: `${dayLabel} ${target.label}` }));
          return;
        }
        const key = toMessageKey(result.code, ['slotTaken', 'conflict', 'invalidTransition', 'unavailable'], 'failed');
        notify.error(t(`move.${key}`));
      },
    );

  if (targets.length === 0) return <p className="text-slate-700">{t('move.noneFree', { day: dayLabel })}</p>;
  return (
    <div aria-busy={isSaving}>
      <ul aria-label={t('move.freeTimes', { day: dayLabel })} className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.start}>
            <Button
              variant="neutral"
              size="xs"
              disabled={isSaving}
              aria-pressed={chosen?.start === target.start}
              onClick={() => setChosen(target)}
            >
              {target.label}
            </Button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <QuestionBox
          key={chosen.start}
          question={t('move.question', { time: `${dayLabel} ${chosen.label}` })}
          yes={t('move.yes')}
          no={t('move.no')}
          onYes={() => move(chosen)}
          onNo={() => setChosen(null)}
          isSaving={isSaving}
        />
      ) : null}
      {isSaving ? (
        <p role="status" className="mt-3 text-slate-700">
          {t('statusActions.saving')}
        </p>
      ) : null}
    </div>
  );
}
