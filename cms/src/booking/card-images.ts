import { randomUUID } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { CARD_IMAGE_MAX_BYTES } from '@clinic/domain';
import sharp from 'sharp';
import { cardImageStorage } from './card-image-storage';

export type CardSide = 'cardFront' | 'cardBack';

type Signature = { type: 'image/jpeg' | 'image/png' | 'image/webp'; matches: (head: Buffer) => boolean };

/** What a file is comes from its first bytes, never from its name or the declared type. */
const SIGNATURES: Signature[] = [
  { type: 'image/jpeg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  {
    type: 'image/png',
    matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    matches: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const readHead = async (filepath: string) => {
  const handle = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    return head;
  } finally {
    await handle.close();
  }
};

type CardCheck = { ok: true } | { ok: false; reason: 'tooLarge' | 'typeNotAllowed' };

export const checkCardImage = async (filepath: string): Promise<CardCheck> => {
  const { size } = await stat(filepath);
  if (size > CARD_IMAGE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const head = await readHead(filepath);
  return SIGNATURES.some((signature) => signature.matches(head))
    ? { ok: true }
    : { ok: false, reason: 'typeNotAllowed' };
};

/**
 * Re-encodes the picture (which drops EXIF and GPS metadata and anything hidden after the image data)
 * and stores it under a random name in the card images' storage. Returns the stored file name.
 */
export const storeCardImage = async (filepath: string) => {
  const image = await sharp(filepath, { failOn: 'error' })
    .rotate()
    .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
  const fileName = `${randomUUID()}.webp`;
  await cardImageStorage().save(fileName, image);
  return fileName;
};

export const deleteCardImage = (fileName: string) => cardImageStorage().remove(fileName);
