'use client';

import type { AppointmentStatus } from '@clinic/cms-client';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, type TCancelReason } from '@clinic/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { KEEP_PAGE, useStaffAction } from '@/components/ui/use-staff-action';
import { toMessageKey } from '@/lib/action-result';
import { notify } from '@/lib/notify';
import { toValidationName } from '@/lib/validation-messages';
import { changeStatus } from '../actions';
import { Button } from '@/components/ui/button';
import { QuestionBox } from '../../../../_components/question-box';
import { Field, RadioGroup, TextArea } from '@/components/ui/field';

/** A change the workflow offers now, with its time limit already written in the page's language. */
export type StatusStep = {
  to: AppointmentStatus;
  kind: 'forward' | 'undo';
  /** False for a completion before the visit starts: shown, but not yet possible. */
  isOpen: boolean;
  opensAt: string | null;
  closesAt: string | null;
};

type Asking = 'done' | 'noShow' | 'canceled' | null;

/** The refusals the buttons explain; any other reads as "please try again". */
const FAILURE_KEYS = ['invalidTransition', 'tooEarly', 'undoExpired', 'slotTaken', 'invalid', 'unavailable'] as const;

/** The take-back button's words, by the status it takes back. */
const UNDO_LABEL = { done: 'undoDone', noShow: 'undoNoShow', canceled: 'undoCanceled' } as const;

/** What a closing step asks before it is done, and its buttons: completion and no-show alike. */
const CLOSING_QUESTION = {
  done: { question: 'doneQuestion', yes: 'doneYes', no: 'doneNo', opensFrom: 'completeFrom' },
  noShow: { question: 'noShowQuestion', yes: 'noShowYes', no: 'noShowNo', opensFrom: 'noShowFrom' },
} as const;

/** One change the workflow offers: a take-back with its deadline, or a step forward (not yet open ones say when). */
function StepButton({
  step,
  status,
  hintId,
  isSaving,
  onChoose,
}: {
  step: StatusStep;
  status: AppointmentStatus;
  hintId: string;
  isSaving: boolean;
  onChoose: () => void;
}) {
  const t = useTranslations('Admin');
  if (step.kind === 'undo') {
    return (
      <div className="flex flex-col gap-1">
        <Button variant="neutral" size="sm" disabled={isSaving} aria-describedby={hintId} onClick={onChoose}>
          {t(`statusActions.${UNDO_LABEL[status as keyof typeof UNDO_LABEL] ?? 'undoCanceled'}`)}
        </Button>
        <p id={hintId} className="text-sm text-slate-600">
          {t('statusActions.undoUntil', { time: step.closesAt ?? '' })}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={step.to === 'canceled' ? 'danger' : step.to === 'noShow' ? 'neutral' : 'primary'}
        size="sm"
        disabled={isSaving || !step.isOpen}
        aria-describedby={step.isOpen ? undefined : hintId}
        onClick={onChoose}
      >
        {t(`statusActions.${step.to as 'confirmed' | 'canceled' | 'done' | 'noShow'}`)}
      </Button>
      {step.isOpen ? null : (
        <p id={hintId} className="text-sm text-slate-600">
          {t(`statusActions.${CLOSING_QUESTION[step.to === 'noShow' ? 'noShow' : 'done'].opensFrom}`, {
            time: step.opensAt ?? '',
          })}
        </p>
      )}
    </div>
  );
}

/** The cancellation's question: why (one of the reasons) and a note for staff only, kept while it is asked. */
function CancelQuestion({
  idPrefix,
  fieldErrors,
  isSaving,
  onYes,
  onNo,
}: {
  idPrefix: string;
  /** The CMS's field errors of the last try, by path. */
  fieldErrors: Record<string, string>;
  isSaving: boolean;
  onYes: (reason: { category: string; note: string }) => void;
  onNo: () => void;
}) {
  const t = useTranslations('Admin');
  const tValidation = useTranslations('Validation');
  const [reason, setReason] = useState<TCancelReason | null>(null);
  const [note, setNote] = useState('');
  const errorOf = (path: string) => {
    const name = toValidationName(fieldErrors[path]);
    return name ? tValidation(name) : null;
  };
  const reasonError = errorOf('reason') ?? errorOf('reason.category');
  const noteError = errorOf('reason.note');
  return (
    <QuestionBox
      question={t('statusActions.cancelQuestion')}
      yes={t('statusActions.cancelYes')}
      no={t('statusActions.cancelNo')}
      onYes={() => onYes({ category: reason ?? '', note })}
      onNo={onNo}
      isSaving={isSaving}
      isDanger
    >
      <RadioGroup
        id={`${idPrefix}-cancel-reason`}
        legend={t('statusActions.cancelReason')}
        options={CANCEL_REASONS.map((category) => ({ value: category, label: t(`cancelReason.${category}`) }))}
        inputProps={(category) => ({
          name: `${idPrefix}-cancel-reason`,
          checked: reason === category,
          onChange: () => setReason(category),
        })}
        error={reasonError}
        className="mt-3"
        listClassName="grid gap-2"
      />
      <Field
        id={`${idPrefix}-cancel-note`}
        label={t('statusActions.cancelNote')}
        hint={t('statusActions.cancelNoteHint')}
        error={noteError}
        className="mt-3"
      >
        {(control) => (
          <TextArea
            {...control}
            value={note}
            maxLength={CANCEL_NOTE_MAX_LENGTH}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
    </QuestionBox>
  );
}

/**
 * The workflow buttons for what this appointment may do now (worked out by the CMS, with the clock).
 * Completing and cancelling ask once more in the page, not in a browser dialog; a cancellation asks
 * why. A mistake can be taken back for a while, and the rule is said on the page.
 */
export function StatusActions({
  documentId,
  status,
  steps,
  showRule = true,
}: {
  documentId: string;
  status: AppointmentStatus;
  steps: readonly StatusStep[];
  /** The take-back rule under the buttons; a list of many visits says it once instead. */
  showRule?: boolean;
}) {
  // Ids of this instance's parts: a list shows one set of buttons per visit.
  const id = useId();
  const t = useTranslations('Admin');
  const { isPending: isSaving, run } = useStaffAction();
  const [asking, setAsking] = useState<Asking>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** The change, with a cancellation's reason. */
  const apply = (to: AppointmentStatus, reason?: { category: string; note: string }) =>
    run(
      (locale) => changeStatus(locale, documentId, { from: status, to, ...(reason ? { reason } : {}) }),
      (result) => {
        if (result.ok) {
          setAsking(null);
          notify.success(t('statusActions.changed', { status: t(`status.${result.value.status}`) }));
        } else if (result.fieldErrors) {
          setFieldErrors(result.fieldErrors);
          return KEEP_PAGE;
        } else if (result.details) {
          notify.error(t('statusActions.conflict', { status: t(`status.${result.details.current}`) }));
        } else {
          notify.error(t(`statusActions.${toMessageKey(result.code, FAILURE_KEYS, 'failed')}`));
        }
      },
    );

  if (steps.length === 0) {
    return (
      <>
        <p className="text-slate-700">{t('statusActions.final', { status: t(`status.${status}`) })}</p>
        {showRule ? <p className="mt-2 text-sm text-slate-600">{t('statusActions.rule')}</p> : null}
      </>
    );
  }

  return (
    <div aria-busy={isSaving}>
      <div className="flex flex-wrap items-start gap-3">
        {steps.map((step) => (
          <StepButton
            key={step.to}
            step={step}
            status={status}
            hintId={`${id}-${step.to}-hint`}
            isSaving={isSaving}
            onChoose={() =>
              step.to === 'confirmed' || step.kind === 'undo' ? apply(step.to) : setAsking(step.to as Asking)
            }
          />
        ))}
      </div>

      {asking === 'done' || asking === 'noShow' ? (
        <QuestionBox
          key={asking}
          question={t(`statusActions.${CLOSING_QUESTION[asking].question}`)}
          yes={t(`statusActions.${CLOSING_QUESTION[asking].yes}`)}
          no={t(`statusActions.${CLOSING_QUESTION[asking].no}`)}
          onYes={() => apply(asking)}
          onNo={() => setAsking(null)}
          isSaving={isSaving}
        />
      ) : null}

      {asking === 'canceled' ? (
        <CancelQuestion
          idPrefix={id}
          fieldErrors={fieldErrors}
          isSaving={isSaving}
          onYes={(reason) => apply('canceled', reason)}
          onNo={() => setAsking(null)}
        />
      ) : null}

      {isSaving ? (
        <p role="status" className="mt-3 text-slate-700">
          {t('statusActions.saving')}
        </p>
      ) : null}
      {showRule ? <p className="mt-4 text-sm text-slate-600">{t('statusActions.rule')}</p> : null}
    </div>
  );
}
