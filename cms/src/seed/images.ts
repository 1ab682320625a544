import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import type { ImageSpec } from './content/types';

const SIZES: Record<ImageSpec['kind'], { width: number; height: number; format: 'jpeg' | 'png' }> = {
  portrait: { width: 800, height: 1000, format: 'jpeg' },
  building: { width: 1600, height: 1000, format: 'jpeg' },
  scene: { width: 1600, height: 900, format: 'jpeg' },
  icon: { width: 256, height: 256, format: 'png' },
  logo: { width: 512, height: 512, format: 'png' },
};

/** A deterministic number in [0, 1) per image and index, so the same key always draws the same picture. */
const seeded = (key: string) => {
  const digest = createHash('sha256').update(key).digest();
  return (index: number) => (digest[index % digest.length] ?? 0) / 256;
};

const drawShapes = (spec: ImageSpec, width: number, height: number) => {
  const [, accent] = spec.palette;
  const random = seeded(spec.key);
  switch (spec.kind) {
    case 'portrait':
      return `<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.2}" fill="${accent}" opacity="0.9"/>
        <ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.38}" ry="${height * 0.3}" fill="${accent}" opacity="0.75"/>
        <rect x="${width * 0.44}" y="${height * 0.62}" width="${width * 0.12}" height="${height * 0.2}" fill="#ffffff" opacity="0.85"/>`;
    case 'building': {
      const windows = Array.from({ length: 24 }, (_, i) => {
        const column = i % 6;
        const row = Math.floor(i / 6);
        const lit = random(i) > 0.35 ? 0.9 : 0.35;
        return `<rect x="${width * (0.26 + column * 0.08)}" y="${height * (0.3 + row * 0.13)}" width="${width * 0.05}" height="${height * 0.08}" fill="#ffffff" opacity="${lit}"/>`;
      }).join('');
      return `<rect x="${width * 0.22}" y="${height * 0.22}" width="${width * 0.52}" height="${height * 0.78}" fill="${accent}" opacity="0.85"/>${windows}
        <rect x="${width * 0.43}" y="${height * 0.84}" width="${width * 0.1}" height="${height * 0.16}" fill="#ffffff" opacity="0.9"/>`;
    }
    case 'icon':
      return `<rect x="${width * 0.12}" y="${height * 0.12}" width="${width * 0.76}" height="${height * 0.76}" rx="${width * 0.2}" fill="${accent}"/>
        <path d="M${width * 0.5} ${height * 0.28} v${height * 0.44} M${width * 0.28} ${height * 0.5} h${width * 0.44}" stroke="#ffffff" stroke-width="${width * 0.09}" stroke-linecap="round"/>`;
    case 'logo':
      return `<circle cx="${width / 2}" cy="${height / 2}" r="${width * 0.42}" fill="${accent}"/>
        <path d="M${width * 0.3} ${height * 0.62} q${width * 0.2} ${-height * 0.36} ${width * 0.4} 0" stroke="#ffffff" stroke-width="${width * 0.06}" fill="none" stroke-linecap="round"/>
        <circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.07}" fill="#ffffff"/>`;
    case 'scene':
      return Array.from({ length: 6 }, (_, i) => {
        const cx = width * random(i * 3);
        const cy = height * random(i * 3 + 1);
        const r = Math.min(width, height) * (0.15 + random(i * 3 + 2) * 0.35);
        return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? accent : '#ffffff'}" opacity="${0.12 + random(i + 20) * 0.3}"/>`;
      }).join('');
  }
};

const drawImage = async (spec: ImageSpec) => {
  const { width, height, format } = SIZES[spec.kind];
  const [primary, accent] = spec.palette;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${drawShapes(spec, width, height)}</svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer =
    format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { buffer, format, fileName: `${spec.key}.${format === 'png' ? 'png' : 'jpg'}` };
};

type UploadedFile = { id: number };

type UploadService = {
  upload: (input: {
    data: { fileInfo: { name: string; alternativeText: string; caption: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }) => Promise<UploadedFile[]>;
};

/**
 * Uploads each drawn picture once through Strapi's upload service (so it gets responsive formats)
 * and returns its file id; a second run finds the file by name and uploads nothing.
 * The media library has one alt text per file: English goes in `alternativeText`, Arabic in `caption`.
 */
export const createImageUploader = async (strapi: Core.Strapi) => {
  const workDir = await mkdtemp(path.join(tmpdir(), 'clinic-seed-'));
  const uploadService = strapi.plugin('upload').service('upload') as UploadService;
  const cache = new Map<string, number>();

  const upload = async (spec: ImageSpec): Promise<number> => {
    const cached = cache.get(spec.key);
    if (cached !== undefined) return cached;
    const { buffer, format, fileName } = await drawImage(spec);
    const existing = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { name: fileName }, select: ['id'] });
    if (existing) {
      cache.set(spec.key, existing.id);
      return existing.id;
    }
    const filepath = path.join(workDir, fileName);
    await writeFile(filepath, buffer);
    const [file] = await uploadService.upload({
      data: { fileInfo: { name: fileName, alternativeText: spec.alt.en, caption: spec.alt.ar } },
      files: { filepath, originalFilename: fileName, mimetype: `image/${format}`, size: (await stat(filepath)).size },
    });
    if (!file) throw new Error(`Upload of ${fileName} returned no file`);
    cache.set(spec.key, file.id);
    return file.id;
  };

  const dispose = () => rm(workDir, { recursive: true, force: true });
  return { upload, dispose };
};

export type ImageUploader = Awaited<ReturnType<typeof createImageUploader>>;
