'use client';

import type { TCardField } from '@clinic/domain';
import { ValidationMessage } from '@clinic/domain/messages';
import { useEffect, useState } from 'react';

type TCardImages = Record<TCardField, File | null>;

type CardImageRules = { maxBytes: number; types: readonly string[] };

/**
 * The insurance card images picked in the booking form, with a local preview of each. A file of
 * the wrong type or size is refused at once with the shared schema's message (the CMS checks again).
 */
export function useCardImages(rules: CardImageRules, onRefused: (field: TCardField, message: string | null) => void) {
  const [cards, setCards] = useState<TCardImages>({ cardFront: null, cardBack: null });
  const [previews, setPreviews] = useState<Record<TCardField, string | null>>({ cardFront: null, cardBack: null });

  useEffect(
    () => () => {
      for (const url of Object.values(previews)) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const pick = (field: TCardField, picked: File | undefined) => {
    const refusal =
      picked && !rules.types.includes(picked.type)
        ? ValidationMessage.cardImageTypeNotAllowed
        : picked && picked.size > rules.maxBytes
          ? ValidationMessage.cardImageTooLarge
          : null;
    onRefused(field, refusal);
    const file = refusal ? null : (picked ?? null);
    setCards((current) => ({ ...current, [field]: file }));
    setPreviews((current) => ({ ...current, [field]: file ? URL.createObjectURL(file) : null }));
  };

  return { cards, previews, pick };
}
