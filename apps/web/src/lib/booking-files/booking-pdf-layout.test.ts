import { describe, expect, it } from 'vitest';
import { runPoppler } from '@/test-support/poppler';
import {
  BOOKING_NUMBER,
  BRANCH_ADDRESS,
  englishBooking,
  MANAGE_URL,
  readText,
  setUpBookingPdfs,
  unfoldLigatures,
} from './booking-pdf-test-support';

// These tests read the PDFs back with poppler-utils (pdftotext with each word's box), as a patient's
// viewer would: where each line is drawn, in which direction, and within which margins.

const ARABIC_LETTER = /\p{Script=Arabic}/u;

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

// A4 is 595.28 pt wide; the text column is 56 pt in from each edge, the values 166 pt in from its
// reading edge (the label column's 150 and a gap of 16).
const PAGE_WIDTH = 595.28;
const MARGIN = 56;
const VALUE_INSET = 166;

const files = setUpBookingPdfs();

describe('createBookingPdf', () => {
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
