'use client';

import { type ReactNode, useState } from 'react';

type ReviewFilterProps = {
  items: { key: string; rating: number; review: ReactNode }[];
  labels: { group: string; all: string; ratings: { rating: number; shown: string; spoken: string }[] };
  listClass: string;
};

const choiceClass =
  'min-h-11 rounded-full border px-4 text-sm font-semibold aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white';

/** Patients' reviews with a choice of rating above them: all of them, or those of one rating. */
export function ReviewFilter({ items, labels, listClass }: ReviewFilterProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen === null ? items : items.filter((item) => item.rating === chosen);
  return (
    <>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{labels.group}</legend>
        <button type="button" aria-pressed={chosen === null} onClick={() => setChosen(null)} className={choiceClass}>
          {labels.all}
        </button>
        {labels.ratings.map(({ rating, shown: text, spoken }) => (
          <button
            key={rating}
            type="button"
            aria-pressed={chosen === rating}
            onClick={() => setChosen(rating)}
            className={choiceClass}
          >
            <span aria-hidden="true">{text}</span>
            <span className="sr-only">{spoken}</span>
          </button>
        ))}
      </fieldset>
      <ul className={listClass}>
        {shown.map((item) => (
          <li key={item.key}>{item.review}</li>
        ))}
      </ul>
    </>
  );
}
