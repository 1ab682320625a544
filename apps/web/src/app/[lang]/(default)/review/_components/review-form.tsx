'use client';

import { MAX_RATING, REVIEW_TEXT_MAX_LENGTH, type TVisitReviewView } from '@clinic/domain';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, startTransition, useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useValidationText } from '@/components/ui/use-validation-text';
import { toMessageKey } from '@/lib/action-result';
import { STAR } from '@/lib/rating-text';
import { type TReviewFormValues, sendReview } from '../actions';

const RATINGS = Array.from({ length: MAX_RATING }, (_, index) => MAX_RATING - index);

/** Each rating's word, by its number. */
const RATING_WORDS = {
  1: 'ratingWords.r1',
  2: 'ratingWords.r2',
  3: 'ratingWords.r3',
  4: 'ratingWords.r4',
  5: 'ratingWords.r5',
} as const;

const controlClass = 'rounded-lg border border-slate-300 px-3 py-2';

/** The first values: the review written so far, or an empty form signed with the patient's name. */
const startingValues = (view: TVisitReviewView): TReviewFormValues => ({
  rating: view.review ? String(view.review.rating) : '',
  text: view.review?.text ?? '',
  signature: view.review?.signature ?? 'named',
  consent: view.review !== null,
});

/** The rating, 5 to 1: native radios in a fieldset, a radio group screen readers and keyboards know. */
function RatingChoice({
  rating,
  error,
  onChoose,
}: {
  rating: string;
  error: string | null;
  onChoose: (rating: string) => void;
}) {
  const t = useTranslations('VisitReview');
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined} className="space-y-2">
      <legend className="text-sm font-semibold">{t('rating')}</legend>
      {RATINGS.map((choice) => (
        <label key={choice} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="rating"
            value={choice}
            checked={rating === String(choice)}
            onChange={() => onChoose(String(choice))}
            className="size-5"
          />
          <span aria-hidden="true" className="text-amber-500">
            {STAR.repeat(choice)}
          </span>
          <span>
            {t('stars', { count: choice })}: {t(RATING_WORDS[choice as keyof typeof RATING_WORDS])}
          </span>
        </label>
      ))}
      {error ? (
        <p id="rating-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The patient's consent to publish, with why it is missing. */
function ConsentChoice({
  isChecked,
  error,
  onChange,
}: {
  isChecked: boolean;
  error: string | null;
  onChange: (isChecked: boolean) => void;
}) {
  const t = useTranslations('VisitReview');
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="consent"
          value="yes"
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
          className="mt-1 size-5 shrink-0"
        />
        <span>{t('consent')}</span>
      </label>
      {error ? (
        <p id="consent-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The review: a rating from 5 to 1 (native radios in a fieldset: a radio group screen readers and
 * keyboards know), a few words, the signature and the consent to publish. A plain form post to the
 * page itself, so it works before or without the script; what was typed stays whatever the answer.
 */
export function ReviewForm({ view }: { view: TVisitReviewView }) {
  const t = useTranslations('VisitReview');
  const validationText = useValidationText();
  const locale = useLocale();
  const [state, send, isPending] = useActionState(sendReview, null, `/${locale}/review`);
  const [values, setValues] = useState<TReviewFormValues>(() => state?.values ?? startingValues(view));
  const change = (field: keyof TReviewFormValues, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const failure = state?.result.ok === false ? state.result : null;
  const errorOf = (field: string) => validationText(failure?.fieldErrors?.[field]);
  const hasSaved = state?.result.ok === true || view.review !== null;
  // With the script, the form is sent from here: an action given to the form's `action` resets the
  // form once it succeeds, and the radios and the consent would show unchosen. Without the script the
  // browser posts it, and the page comes back with what was sent.
  const dispatchKeepingValues = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => send(data));
  };
  return (
    <form action={send} onSubmit={dispatchKeepingValues} className="space-y-6" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {state?.result.ok ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900">
          {t('thanks')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t(`failures.${toMessageKey(failure.code, ['invalid', 'notFound', 'rateLimited', 'unavailable'], 'failed')}`)}
        </p>
      ) : null}
      <RatingChoice rating={values.rating} error={errorOf('rating')} onChoose={(rating) => change('rating', rating)} />
      <Field id="review-text" label={t('text')} hint={t('textHint')} error={errorOf('text')}>
        {(control) => (
          <textarea
            {...control}
            name="text"
            rows={5}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            value={values.text}
            onChange={(event) => change('text', event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t('signature')}</legend>
        {(['named', 'anonymous'] as const).map((signature) => (
          <label key={signature} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="signature"
              value={signature}
              checked={values.signature === signature}
              onChange={() => change('signature', signature)}
              className="size-5"
            />
            {signature === 'named' ? (
              <span>
                <bdi className="font-semibold">{view.namedSignature}</bdi>{' '}
                <span className="text-slate-600">({t('signNamedHint')})</span>
              </span>
            ) : (
              t('signAnonymous')
            )}
          </label>
        ))}
      </fieldset>
      <ConsentChoice
        isChecked={values.consent}
        error={errorOf('consent')}
        onChange={(isChecked) => change('consent', isChecked)}
      />
      <Button type="submit" disabled={isPending}>
        {hasSaved ? t('update') : t('send')}
      </Button>
    </form>
  );
}
