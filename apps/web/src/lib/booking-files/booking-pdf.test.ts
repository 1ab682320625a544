import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { formatConsultationFee } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPoppler } from '@/test-support/poppler';
import type { TBookingFontWeight } from './booking-font';
import { createBookingPdf, pdfFileName, type TBookingPdfInput } from './booking-pdf';

// These tests read the PDFs back with poppler-utils (pdffonts, pdftotext, pdfinfo), as a patient's
// viewer would.

const FONT_PACKAGE = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/ibm-plex-sans-arabic/package.json'),
);
const FONT_FILES: Record<TBookingFontWeight, string> = {
  regular: '400Regular/IBMPlexSansArabic_400Regular.ttf',
  bold: '700Bold/IBMPlexSansArabic_700Bold.ttf',
};
const loadFont = async (weight: TBookingFontWeight) =>
  new Uint8Array(readFileSync(path.join(FONT_PACKAGE, FONT_FILES[weight]))).buffer;

const BOOKING_NUMBER = 'ENT-20261124-AB12';
const CONFIRMATION_CALL = 'سيتواصل معك مركز الاتصال قريبًا لتأكيد حجزك';
// An Egyptian address: Arabic commas right after letters that join on both sides (لام, ثاء).
const BRANCH_ADDRESS = '18 شارع فيكتور عمانويل، الدور الثالث، سموحة، الإسكندرية';
const MANAGE_URL = 'https://clinic.example/ar/booking/manage/Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx';
const ARRIVAL_ADVICE =
  'يرجى الحضور قبل الموعد بخمس عشرة دقيقة ومعك بطاقة الرقم القومي وكارت التأمين الصحي إن وجد، وأي تقارير أو أشعة سابقة.';

const arabicBooking: TBookingPdfInput = {
  locale: 'ar',
  clinicName: 'عيادات النيل للأنف والأذن والحنجرة',
  title: 'تم استلام طلب الحجز',
  rows: [
    { label: 'رقم الحجز', value: BOOKING_NUMBER },
    { label: 'الطبيب', value: 'أ.د. أحمد السيد' },
    // formatCairoDateTime's Arabic output: Western digits inside right-to-left text.
    { label: 'الموعد', value: 'الثلاثاء، 24 نوفمبر 2026 في 10:30 ص' },
    { label: 'الفرع', value: 'مصر الجديدة (الكوربة)' },
    { label: 'العنوان', value: BRANCH_ADDRESS },
    { label: 'الهاتف', value: '+20 100 123 4567' },
    // The site's own form of the fee: Western digits, the pound's sign, bidi marks around them.
    { label: 'سعر الكشف', value: formatConsultationFee(1250, 'ar') },
  ],
  note: `${CONFIRMATION_CALL}. ${ARRIVAL_ADVICE}`,
  manageLink: {
    url: MANAGE_URL,
    caption: 'امسح هذا الرمز بهاتفك، أو اكتب العنوان المكتوب تحته، لتطّلع على حجزك أو تنقله أو تلغيه.',
  },
  loadFont,
};

const englishBooking: TBookingPdfInput = {
  locale: 'en',
  clinicName: 'Nile ENT Clinics',
  title: 'Booking request received',
  rows: [
    { label: 'Booking number', value: BOOKING_NUMBER },
    { label: 'Doctor', value: 'Prof. Ahmed El-Sayed' },
    { label: 'Appointment', value: 'Tuesday, 24 November 2026 at 10:30 am' },
    { label: 'Consultation fee', value: formatConsultationFee(1250, 'en') },
  ],
  note: 'Our call centre will contact you soon to confirm your booking.',
  loadFont,
};

/** Bidi embedding marks, which pdftotext puts around each run it reads in the other direction. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** The shapes a PDF draws Arabic letters with: ﺳ, ﻴ, ﺘ, and the lam-alef ligatures ﻻ, ﻷ. */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/** The text as pdftotext reads it, in logical order; bidi marks are dropped and white space collapsed. */
const readText = (file: string) =>
  runPoppler('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ');

/**
 * The read text with each ligature written out as its letters. A lam-alef (ﻻ) is one glyph for two
 * letters, and pdftotext lays a glyph's letters left to right even in right-to-left text, so it would
 * read alef before lam: the PDF names that glyph by the ligature's own character, which NFKC unfolds.
 */
const unfoldLigatures = (text: string) => text.replace(PRESENTATION_FORMS, (form) => form.normalize('NFKC'));

type TDrawnWord = { text: string; xMin: number; xMax: number; yMin: number };

/** Each word where it is drawn, its glyphs in drawing order (left to right). */
const readDrawnWords = (file: string): TDrawnWord[] =>
  [
    ...runPoppler('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']).matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, text]) => ({
    text: text ?? '',
    xMin: Number(xMin),
    xMax: Number(xMax),
    yMin: Number(yMin),
  }));

/**
 * A drawn word as read: an Arabic word's glyphs, drawn left to right, turned back to reading order.
 * A bracket reads as the one written, whichever way its glyph faces. The ligatures are unfolded after
 * the turn, so a lam-alef (one glyph) reads lam then alef.
 */
const toReadingOrder = (drawn: string) =>
  unfoldLigatures(ARABIC_LETTER.test(drawn) ? [...drawn].reverse().join('') : drawn);

/** The words drawn on the same line as `anchor`: a row's label and value sit on one baseline. */
function lineOf(words: TDrawnWord[], anchor: string) {
  const anchorWord = words.find((word) => toReadingOrder(word.text) === anchor);
  if (!anchorWord) throw new Error(`"${anchor}" is not drawn; words: ${words.map((word) => word.text).join(' ')}`);
  return words.filter((word) => Math.abs(word.yMin - anchorWord.yMin) < 3);
}

/**
 * A line as an Arabic reader sees it: words from the right edge leftwards. Unlike pdftotext's own
 * reordering, this checks where things are drawn; it holds for lines whose Latin and digit runs are
 * one word each.
 */
const readRightToLeft = (words: TDrawnWord[]) =>
  [...words]
    .sort((a, b) => b.xMax - a.xMax)
    .map((word) => toReadingOrder(word.text))
    .join(' ');

const readLeftToRight = (words: TDrawnWord[]) =>
  [...words]
    .sort((a, b) => a.xMin - b.xMin)
    .map((word) => word.text.normalize('NFKC'))
    .join(' ');

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

// A4 is 595.28 pt wide; the text column is 56 pt in from each edge, the values 166 pt in from its
// reading edge (the label column's 150 and a gap of 16).
const PAGE_WIDTH = 595.28;
const MARGIN = 56;
const VALUE_INSET = 166;

let workDir = '';
const files = { ar: '', en: '' };

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'booking-pdf-'));
  for (const booking of [arabicBooking, englishBooking]) {
    const file = path.join(workDir, `${booking.locale}.pdf`);
    writeFileSync(file, await createBookingPdf(booking));
    files[booking.locale] = file;
  }
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

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
    // so the doctor's name is compared without spaces; the drawn order is checked exactly below.
    expect(letters.replace(/ /g, '')).toContain('أ.د.أحمدالسيد');
  });

  it('draws Arabic rows right to left, the label at the right, mixed with Latin and digits', () => {
    const words = readDrawnWords(files.ar);
    expect(readRightToLeft(lineOf(words, BOOKING_NUMBER))).toBe(`رقم الحجز ${BOOKING_NUMBER}`);
    expect(readRightToLeft(lineOf(words, 'السيد'))).toBe('الطبيب أ.د. أحمد السيد');
    expect(readRightToLeft(lineOf(words, '10:30'))).toBe('الموعد الثلاثاء، 24 نوفمبر 2026 في 10:30 ص');
    expect(readRightToLeft(lineOf(words, 'الجديدة'))).toBe('الفرع مصر الجديدة (الكوربة)');
    expect(readRightToLeft(lineOf(words, 'سموحة،'))).toBe(`العنوان ${BRANCH_ADDRESS}`);
    expect(readRightToLeft(lineOf(words, 'الكشف'))).toBe('سعر الكشف 1,250 ج.م.');
  });

  it('lines every value up at the value column, the fee too', () => {
    const arabic = readDrawnWords(files.ar);
    for (const anchor of [BOOKING_NUMBER, 'السيد', '10:30', 'الجديدة', 'سموحة،', '+20', 'الكشف']) {
      const values = lineOf(arabic, anchor).filter((word) => word.xMin < PAGE_WIDTH - MARGIN - VALUE_INSET);
      expect([anchor, Math.max(...values.map((word) => word.xMax))]).toEqual([
        anchor,
        expect.closeTo(PAGE_WIDTH - MARGIN - VALUE_INSET, 0),
      ]);
    }
    const english = readDrawnWords(files.en);
    for (const anchor of [BOOKING_NUMBER, 'El-Sayed', '10:30', '1,250']) {
      const values = lineOf(english, anchor).filter((word) => word.xMin > MARGIN + VALUE_INSET - 1);
      expect([anchor, Math.min(...values.map((word) => word.xMin))]).toEqual([
        anchor,
        expect.closeTo(MARGIN + VALUE_INSET, 0),
      ]);
    }
  });

  it('keeps a phone number left to right on an Arabic page, as dir="auto" would', () => {
    const line = lineOf(readDrawnWords(files.ar), '+20');
    const label = line.filter((word) => ARABIC_LETTER.test(word.text));
    const number = line.filter((word) => !ARABIC_LETTER.test(word.text));
    expect(readLeftToRight(number)).toBe('+20 100 123 4567');
    expect(Math.min(...label.map((word) => word.xMin))).toBeGreaterThan(Math.max(...number.map((word) => word.xMax)));
  });

  it('right-aligns Arabic and wraps the note within the margins', () => {
    const words = readDrawnWords(files.ar);
    const heading = lineOf(words, 'عيادات');
    expect(Math.max(...heading.map((word) => word.xMax))).toBeCloseTo(PAGE_WIDTH - MARGIN, 0);
    const noteTop = lineOf(words, 'سيتواصل')[0]?.yMin ?? 0;
    const noteLines = new Map<number, TDrawnWord[]>();
    for (const word of words.filter((drawn) => drawn.yMin >= noteTop)) {
      noteLines.set(Math.round(word.yMin), [...(noteLines.get(Math.round(word.yMin)) ?? []), word]);
    }
    expect(noteLines.size).toBeGreaterThanOrEqual(2);
    for (const line of noteLines.values()) {
      expect(Math.max(...line.map((word) => word.xMax))).toBeCloseTo(PAGE_WIDTH - MARGIN, 0);
      expect(Math.min(...line.map((word) => word.xMin))).toBeGreaterThanOrEqual(MARGIN);
    }
  });

  it('carries the manage link under its QR code, left to right at the Arabic page’s right margin, on the one page', () => {
    const [link] = readDrawnWords(files.ar).filter((word) => word.text === MANAGE_URL);
    expect(link?.xMax).toBeCloseTo(PAGE_WIDTH - MARGIN, 0);
    expect(readText(files.en)).not.toContain('booking/manage');
  });

  it('draws English left to right, the label at the left', () => {
    const words = readDrawnWords(files.en);
    expect(readLeftToRight(lineOf(words, BOOKING_NUMBER))).toBe(`Booking number ${BOOKING_NUMBER}`);
    expect(readLeftToRight(lineOf(words, 'El-Sayed'))).toBe('Doctor Prof. Ahmed El-Sayed');
    expect(readLeftToRight(lineOf(words, '1,250'))).toBe('Consultation fee EGP 1,250');
    expect(Math.min(...lineOf(words, 'Nile').map((word) => word.xMin))).toBeCloseTo(MARGIN, 0);
    expect(readText(files.en)).toContain(englishBooking.note);
  });
});

describe('pdfFileName', () => {
  it('names the file after the booking', () => {
    expect(pdfFileName(BOOKING_NUMBER)).toBe('booking-ENT-20261124-AB12.pdf');
  });
});
