import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_MAX_BYTES, ZContractTypeSchema, checkCardImageFile, checkContractCards } from './contract-cards';
import { ValidationMessage } from './messages';

const required = ValidationMessage.cardImagesRequired;
const notAllowed = ValidationMessage.cardImagesNotAllowed;

describe('checkContractCards', () => {
  it.each([
    ['cash', false, false, []],
    ['cash', true, false, [{ path: 'cardFront', message: notAllowed }]],
    ['cash', false, true, [{ path: 'cardBack', message: notAllowed }]],
    [
      'cash',
      true,
      true,
      [
        { path: 'cardFront', message: notAllowed },
        { path: 'cardBack', message: notAllowed },
      ],
    ],
    ['company', true, true, []],
    ['company', true, false, [{ path: 'cardBack', message: required }]],
    ['company', false, true, [{ path: 'cardFront', message: required }]],
    [
      'syndicate',
      false,
      false,
      [
        { path: 'cardFront', message: required },
        { path: 'cardBack', message: required },
      ],
    ],
    ['syndicate', true, true, []],
  ] as const)('%s front=%s back=%s', (contractType, hasCardFront, hasCardBack, expected) => {
    expect(checkContractCards(contractType, { hasCardFront, hasCardBack })).toEqual(expected);
  });
});

describe('ZContractTypeSchema', () => {
  it.each([
    [undefined, ValidationMessage.required],
    ['insurance', ValidationMessage.invalidChoice],
    ['CASH', ValidationMessage.invalidChoice],
    [1, ValidationMessage.invalidChoice],
  ])('%j fails with %s', (input, message) => {
    expect(ZContractTypeSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('checkCardImageFile', () => {
  it.each([
    [{ size: 1000, type: 'image/jpeg' }, null],
    [{ size: CARD_IMAGE_MAX_BYTES, type: 'image/webp' }, null],
    [{ size: CARD_IMAGE_MAX_BYTES + 1, type: 'image/png' }, ValidationMessage.cardImageTooLarge],
    [{ size: 1000, type: 'application/pdf' }, ValidationMessage.cardImageTypeNotAllowed],
    [{ size: 1000, type: 'image/svg+xml' }, ValidationMessage.cardImageTypeNotAllowed],
    [{ size: 1000, type: '' }, ValidationMessage.cardImageTypeNotAllowed],
  ])('%j → %s', (file, expected) => {
    expect(checkCardImageFile(file)).toBe(expected);
  });
});
