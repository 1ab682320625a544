import { z } from 'zod';
import { type TValidationMessageKey, ValidationMessage } from './messages';

/** How the visit is paid: cash, or covered by an employer contract or a professional syndicate. */
export const ZContractTypeSchema = z.enum(['cash', 'company', 'syndicate'], {
  error: (issue) =>
    issue.input === undefined || issue.input === null ? ValidationMessage.required : ValidationMessage.invalidChoice,
});

export type TContractType = z.infer<typeof ZContractTypeSchema>;

export const CARD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TCardImageType = (typeof CARD_IMAGE_TYPES)[number];

export type TCardField = 'cardFront' | 'cardBack';

export type TCardPresence = {
  hasCardFront: boolean;
  hasCardBack: boolean;
};

export type TFieldError<TPath extends string = string> = {
  path: TPath;
  message: TValidationMessageKey;
};

/**
 * Contract patients must show both sides of their company or syndicate card so reception
 * can verify coverage before the visit. Cash patients must not upload cards: we would be
 * storing ID-like images with no reason to hold them.
 */
export function checkContractCards(contractType: TContractType, presence: TCardPresence): TFieldError<TCardField>[] {
  const sides: [TCardField, boolean][] = [
    ['cardFront', presence.hasCardFront],
    ['cardBack', presence.hasCardBack],
  ];
  if (contractType === 'cash') {
    return sides
      .filter(([, isPresent]) => isPresent)
      .map(([path]) => ({ path, message: ValidationMessage.cardImagesNotAllowed }));
  }
  return sides
    .filter(([, isPresent]) => !isPresent)
    .map(([path]) => ({ path, message: ValidationMessage.cardImagesRequired }));
}

export function isCardImageType(type: string): type is TCardImageType {
  return (CARD_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Checks one picked or uploaded card file. The browser's reported type is only a hint;
 * the server must still sniff the bytes before storing the image.
 */
export function checkCardImageFile(file: { size: number; type: string }): TValidationMessageKey | null {
  if (!isCardImageType(file.type)) return ValidationMessage.cardImageTypeNotAllowed;
  if (file.size > CARD_IMAGE_MAX_BYTES) return ValidationMessage.cardImageTooLarge;
  return null;
}
