import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';

/** The card images stored in a CMS's private folder, sorted (its `.incoming` folder of uploads left out). */
export const listCardImages = (directory: string) =>
  existsSync(directory)
    ? readdirSync(directory, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    : [];

/** Real pictures made on the spot, so tests never depend on files or downloads. */
export const makePng = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#0f8b8d' } })
    .png()
    .toBuffer();

export const makeJpegWithExif = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#022351' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
    .toBuffer();

/** Random bytes behind a JPEG header: larger than 5 MB but recognised as a JPEG by its first bytes. */
export const makeOversizedJpeg = () => {
  const bytes = Buffer.alloc(6 * 1024 * 1024, 7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
};

export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
