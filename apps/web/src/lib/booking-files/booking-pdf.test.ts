import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatConsultationFee } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFontWeight } from './booking-font';
import { createBookingPdf, pdfFileName, type TBookingPdfInput } from './booking-pdf';

// These tests read the PDFs back with poppler-utils (pdffonts, pdftotext, pdfinfo), as a patient's
// viewer would; `npm test` installs it when run as root.

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

/** Runs a poppler-utils tool; a missing one fails the test and says how to install it. */
function runPoppler(tool: 'pdffonts' | 'pdfinfo' | 'pdftotext', args: string[]) {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils)`);
    }
    throw error;
  }
}

/** Bidi embedding marks, which pdftotext puts around each run it reads in the other direction. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * The text as pdftotext reads it, in logical order: NFKC turns the presentation forms jsPDF draws
 * (ﺳ, ﻴ, ﺘ…) back into letters; bidi marks are dropped and white space collapsed.
 */
const readText = (file: string) =>
  runPoppler('pdftotext', ['-enc', 'UTF-8', file, '-'])
    .normalize('NFKC')
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ');

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
 * A drawn word as read: an Arabic word's glyphs, drawn left to right, turned back to reading order,
 * with the brackets a viewer shows mirrored in right-to-left text read as the reader reads them.
 * NFKC comes after the turn, so a lam-alef ligature (one glyph) unfolds to lam then alef.
 */
const toReadingOrder = (drawn: string) =>
  (ARABIC_LETTER.test(drawn)
    ? [...drawn]
        .reverse()
        .map((char) => ({ '(': ')', ')': '(' })[char] ?? char)
        .join('')
    : drawn
  ).normalize('NFKC');

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

// A4 is 595.28 pt wide; the text column is 56 pt in from each edge.
const PAGE_WIDTH = 595.28;
const MARGIN = 56;

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

  it('joins Arabic letters: initial, medial and final forms, not isolated letters', () => {
    // الحجز: alef, then lam initial, hah medial, jeem medial, zain final.
    expect(runPoppler('pdftotext', ['-enc', 'UTF-8', files.ar, '-'])).toContain('\uFE8D\uFEDF\uFEA4\uFEA0\uFEB0');
  });

  it('ends a word before an Arabic comma in its final form, as the comma does not join', () => {
    const drawn = runPoppler('pdftotext', ['-enc', 'UTF-8', files.ar, '-']);
    // عمانويل، ends in lam final (U+FEDE), not lam initial (U+FEDF); الثالث، in theh final, not initial.
    expect(drawn).toContain('\uFECB\uFEE4\uFE8E\uFEE7\uFEEE\uFEF3\uFEDE');
    expect(drawn).not.toContain('\uFECB\uFEE4\uFE8E\uFEE7\uFEEE\uFEF3\uFEDF');
    expect(drawn).toContain('\uFE8D\uFEDF\uFE9C\uFE8E\uFEDF\uFE9A');
    expect(drawn).not.toContain('\uFE8D\uFEDF\uFE9C\uFE8E\uFEDF\uFE9B');
  });

  it('extracts the Arabic text in reading order', () => {
    const text = readText(files.ar);
    expect(text).toContain(arabicBooking.clinicName);
    expect(text).toContain(arabicBooking.title);
    expect(text).toContain(CONFIRMATION_CALL);
    expect(text).toContain(BOOKING_NUMBER);
    // pdftotext sets neutral punctuation beside a run on the wrong side of a space ('أ.د .أحمد'),
    // so the doctor's name is compared without spaces; the drawn order is checked exactly below.
    expect(text.replace(/ /g, '')).toContain('أ.د.أحمدالسيد');
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
