import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runPoppler } from '@/test-support/poppler';
import { pdfFileName } from './booking-pdf';
import {
  arabicBooking,
  BOOKING_NUMBER,
  CONFIRMATION_CALL,
  loadFont,
  PRESENTATION_FORMS,
  readText,
  setUpBookingPdfs,
  unfoldLigatures,
} from './booking-pdf-test-support';

// These tests read the PDFs back with poppler-utils (pdffonts, pdftotext, pdfinfo), as a patient's
// viewer would: a one-page A4 document in IBM Plex Sans Arabic, its Arabic letters joined, its text
// found by a search. Where each line is drawn: booking-pdf-layout.test.ts.

/**
 * The glyphs the pages draw, as the hex glyph ids of their text operators ('<04a20391> Tj'), read
 * from the inflated content streams: the text reads back as letters, the glyphs show which form of
 * each letter is drawn.
 */
function readDrawnGlyphs(file: string) {
  return [
    ...readFileSync(file)
      .toString('latin1')
      .matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g),
  ]
    .map(([, data]) => {
      try {
        return inflateSync(Buffer.from(data ?? '', 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .flatMap((content) => [...content.matchAll(/<([0-9a-f]+)> Tj/g)].map(([, glyphs]) => glyphs ?? ''));
}

/** The hex glyph ids IBM Plex Sans Arabic (regular) draws `forms` with, one after another. */
async function glyphIdsOf(forms: string) {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF();
  doc.addFileToVFS('plex.ttf', Buffer.from(await loadFont('regular')).toString('latin1'));
  doc.addFont('plex.ttf', 'Plex', 'normal', undefined, 'Identity-H');
  doc.setFont('Plex', 'normal');
  const font: { characterToGlyph: (code: number) => number } = doc.getFont().metadata;
  return [...forms].map((form) => font.characterToGlyph(form.charCodeAt(0)).toString(16).padStart(4, '0')).join('');
}

/** Whether a run of glyphs drawn left to right (presentation forms, so an Arabic word backwards) is on the page. */
const isDrawn = async (file: string, formsLeftToRight: string) => {
  const glyphs = await glyphIdsOf(formsLeftToRight);
  return readDrawnGlyphs(file).some((run) => run.includes(glyphs));
};

const files = setUpBookingPdfs();

describe('createBookingPdf', () => {
  it('makes a one-page A4 PDF', () => {
    for (const file of [files.ar, files.en]) {
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const info = runPoppler('pdfinfo', [file]);
      expect(info).toMatch(/^Pages:\s+1$/m);
      expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    }
  });

  it('embeds IBM Plex Sans Arabic, regular and bold, for Arabic and Latin text alike', () => {
    for (const file of [files.ar, files.en]) {
      const plexFonts = runPoppler('pdffonts', [file])
        .split('\n')
        .filter((line) => line.startsWith('IBMPlexSansArabic'));
      expect(plexFonts).toHaveLength(2);
      for (const font of plexFonts) expect(font).toMatch(/^IBMPlexSansArabic\s+CID TrueType\s+Identity-H\s+yes\s/);
    }
  });

  // Drawn left to right, so each word backwards: the glyphs are the presentation forms shapeArabic chose.
  it('joins Arabic letters: initial, medial and final forms, not isolated letters', async () => {
    // الحجز: alef, then lam initial, hah medial, jeem medial, zain final.
    expect(await isDrawn(files.ar, '\uFEB0\uFEA0\uFEA4\uFEDF\uFE8D')).toBe(true);
  });

  it('ends a word before an Arabic comma in its final form, as the comma does not join', async () => {
    // عمانويل، ends in lam final (U+FEDE), not lam initial (U+FEDF); الثالث، in theh final, not initial.
    expect(await isDrawn(files.ar, '\uFEDE\uFEF3\uFEEE\uFEE7\uFE8E\uFEE4\uFECB')).toBe(true);
    expect(await isDrawn(files.ar, '\uFEDF\uFEF3\uFEEE\uFEE7\uFE8E\uFEE4\uFECB')).toBe(false);
    expect(await isDrawn(files.ar, '\uFE9A\uFEDF\uFE8E\uFE9C\uFEDF\uFE8D')).toBe(true);
    expect(await isDrawn(files.ar, '\uFE9B\uFEDF\uFE8E\uFE9C\uFEDF\uFE8D')).toBe(false);
  });

  it('extracts Arabic as the letters typed, so a search finds the clinic, the doctor and the branch', () => {
    const text = readText(files.ar);
    // Each shaped glyph reads as its letter, not as the presentation form drawn.
    expect(text).toContain('عيادات');
    expect(text.match(PRESENTATION_FORMS)?.filter((form) => form.normalize('NFKC').length === 1) ?? []).toEqual([]);
    const letters = unfoldLigatures(text);
    expect(letters).toContain(arabicBooking.clinicName);
    expect(letters).toContain(arabicBooking.title);
    expect(letters).toContain(CONFIRMATION_CALL);
    expect(letters).toContain(BOOKING_NUMBER);
    // A bracket reads as written, though right-to-left text draws it facing the other way.
    expect(letters).toContain('مصر الجديدة (الكوربة)');
    // pdftotext sets neutral punctuation beside a run on the wrong side of a space ('أ.د .أحمد'),
    // so the doctor's name is compared without spaces; booking-pdf-layout.test.ts checks the drawn order exactly.
    expect(letters.replace(/ /g, '')).toContain('أ.د.أحمدالسيد');
  });
});

describe('pdfFileName', () => {
  it('names the file after the booking', () => {
    expect(pdfFileName(BOOKING_NUMBER)).toBe('booking-ENT-20261124-AB12.pdf');
  });
});
