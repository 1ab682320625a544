import type { TDirection, TLocale } from '@clinic/domain';
import type { jsPDF } from 'jspdf';
import { letterOfForm, shapeArabic } from './arabic-shaping';
import type { TBookingFontWeight } from './booking-font';
import { type TBidiEngine, drawLine, readingDirectionOf, wrapText } from './pdf-lines';

/** Everything the confirmation PDF shows, already translated: this module holds no UI strings. */
export type TBookingPdfInput = {
  locale: TLocale;
  clinicName: string;
  title: string;
  rows: { label: string; value: string }[];
  note: string;
  /** The booking's manage link, drawn as a QR code with the address under it; left out when not given. */
  manageLink?: { url: string; caption: string };
  /** The TrueType bytes of one weight: `loadBookingFont` in the browser, the package's files in tests. */
  loadFont: (weight: TBookingFontWeight) => Promise<ArrayBuffer>;
};

type TTextStyle = { weight: TBookingFontWeight; size: number; color: readonly [number, number, number] };

const FONT_FAMILY = 'IBMPlexSansArabic';
/** The PDF's /Lang, as the site's <html lang>. */
const PDF_LANGUAGE = { en: 'en-US', ar: 'ar-EG' } as const satisfies Record<TLocale, string>;

// A4 in points is 595 × 842.
const PAGE_MARGIN = 56;
const LABEL_COLUMN_WIDTH = 150;
const COLUMN_GAP = 16;
const LINE_HEIGHT = 1.5;
const INK = [17, 24, 39] as const;
const MUTED_INK = [75, 85, 99] as const;
const RULE_COLOR = [209, 213, 219] as const;

const HEADING: TTextStyle = { weight: 'bold', size: 20, color: INK };
const TITLE: TTextStyle = { weight: 'bold', size: 15, color: INK };
const LABEL: TTextStyle = { weight: 'regular', size: 10.5, color: MUTED_INK };
const VALUE: TTextStyle = { weight: 'regular', size: 11.5, color: INK };
const NOTE: TTextStyle = { weight: 'regular', size: 11, color: INK };
const LINK: TTextStyle = { weight: 'regular', size: 9, color: INK };
/** A QR module's side: about 1.1 mm, which a phone reads from a printed page. */
const QR_MODULE_POINTS = 3;

type TQrCodeFactory = typeof import('qrcode-generator');

/**
 * The booking confirmation as an A4 PDF in the patient's language: the clinic name, the title, a
 * label/value list and the note, right-aligned with labels on the right in Arabic. jsPDF (about
 * 135 kB gzip) is imported here, so the page loads it only once the patient asks for the file.
 */
export async function createBookingPdf(input: TBookingPdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const [{ jsPDF }, regular, bold] = await Promise.all([
    import('jspdf'),
    input.loadFont('regular'),
    input.loadFont('bold'),
  ]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  embedFont(doc, 'regular', regular);
  embedFont(doc, 'bold', bold);
  doc.setLanguage(PDF_LANGUAGE[input.locale]);
  doc.setDocumentProperties({ title: input.title, author: input.clinicName });

  const bidiEngine = (jsPDF as unknown as { __bidiEngine__: TBidiEngine }).__bidiEngine__;
  const page = createPageWriter(doc, bidiEngine, input.locale === 'ar' ? 'rtl' : 'ltr');
  page.writeParagraph(input.clinicName, HEADING, 4);
  page.writeParagraph(input.title, TITLE, 14);
  page.drawRule();
  for (const row of input.rows) page.writeRow(row.label, row.value);
  page.drawRule();
  page.writeParagraph(input.note, NOTE, 0);
  if (input.manageLink) {
    const { default: qrcode } = await import('qrcode-generator');
    page.drawRule();
    page.writeParagraph(input.manageLink.caption, NOTE, 8);
    page.drawQrCode(qrcode, input.manageLink.url);
  }
  for (const weight of ['regular', 'bold'] as const) nameGlyphsByLetters(doc, weight);
  return new Uint8Array(doc.output('arraybuffer'));
}

export const pdfFileName = (bookingNumber: string) => `booking-${bookingNumber}.pdf`;

/**
 * Embeds one weight (jsPDF keeps only the glyphs used). IBM Plex Sans Arabic has Latin glyphs
 * too, so booking numbers, e-mail addresses and English text need no second font.
 */
function embedFont(doc: jsPDF, weight: TBookingFontWeight, font: ArrayBuffer) {
  const fileName = `${FONT_FAMILY}-${weight}.ttf`;
  doc.addFileToVFS(fileName, toBinaryString(font));
  doc.addFont(fileName, FONT_FAMILY, toFontStyle(weight), undefined, 'Identity-H');
}

const toFontStyle = (weight: TBookingFontWeight) => (weight === 'bold' ? 'bold' : 'normal');

/**
 * Gives each glyph drawn for a shaped Arabic letter the letter itself in the font's ToUnicode map,
 * which jsPDF fills with the presentation form drawn (ﻋ, ﻴ): a search or a copy then finds 'عيادات'
 * as typed, and pdftotext reads letters. A lam-alef (ﻻ) keeps its ligature's own character: one
 * glyph for two letters, which pdftotext would lay left to right inside the glyph, alef before lam.
 */
function nameGlyphsByLetters(doc: jsPDF, weight: TBookingFontWeight) {
  doc.setFont(FONT_FAMILY, toFontStyle(weight));
  const toUnicode: Record<string, number> = doc.getFont().metadata.toUnicode;
  for (const [glyph, drawn] of Object.entries(toUnicode)) {
    toUnicode[glyph] = letterOfForm(drawn)?.charCodeAt(0) ?? drawn;
  }
}

/** jsPDF's virtual file system takes a font as a binary string, one character per byte. */
function toBinaryString(buffer: ArrayBuffer) {
  const bytes = new Uint8Array(buffer);
  const chunkSize = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkSize));
  }
  return binary;
}

/**
 * Writes from the top of the page down, lines starting at the left margin in English and at the
 * right margin in Arabic, and starts a new page when the next block would not fit.
 */
function createPageWriter(doc: jsPDF, bidiEngine: TBidiEngine, pageDirection: TDirection) {
  const isRtl = pageDirection === 'rtl';
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageBottom = doc.internal.pageSize.getHeight() - PAGE_MARGIN;
  const contentWidth = pageWidth - 2 * PAGE_MARGIN;
  let top = PAGE_MARGIN;

  /** The x where a column's lines start: `inset` points in from the margin on the reading side. */
  const startX = (inset: number) => (isRtl ? pageWidth - PAGE_MARGIN - inset : PAGE_MARGIN + inset);

  const useStyle = (style: TTextStyle) => {
    doc.setFont(FONT_FAMILY, toFontStyle(style.weight));
    doc.setFontSize(style.size);
    doc.setTextColor(...style.color);
  };

  const makeRoom = (height: number) => {
    if (top + height <= pageBottom) return;
    doc.addPage();
    top = PAGE_MARGIN;
  };

  const layOut = (text: string, style: TTextStyle, width: number) => {
    useStyle(style);
    return wrapText(doc, shapeArabic(text), width);
  };

  const heightOf = (lines: string[], style: TTextStyle) => lines.length * style.size * LINE_HEIGHT;

  /** `baseline` is the first line's, below `top`; a row passes its value's so label and value line up. */
  const drawLines = (lines: string[], style: TTextStyle, inset: number, direction: TDirection, baseline: number) => {
    useStyle(style);
    lines.forEach((line, index) => {
      const y = top + baseline + index * style.size * LINE_HEIGHT;
      drawLine(doc, bidiEngine, { line, x: startX(inset), y, direction, isPageRtl: isRtl });
    });
  };

  /** The baseline sits a little over one font size below the top of a line box 1.5 high. */
  const baselineOf = (style: TTextStyle) => style.size * 1.15;

  return {
    writeParagraph(text: string, style: TTextStyle, gapAfter: number) {
      const lines = layOut(text, style, contentWidth);
      makeRoom(heightOf(lines, style));
      drawLines(lines, style, 0, pageDirection, baselineOf(style));
      top += heightOf(lines, style) + gapAfter;
    },
    /** Values are names, addresses, dates and numbers: each reads in its own direction (see readingDirectionOf). */
    writeRow(label: string, value: string) {
      const valueInset = LABEL_COLUMN_WIDTH + COLUMN_GAP;
      const labelLines = layOut(label, LABEL, LABEL_COLUMN_WIDTH);
      const valueLines = layOut(value, VALUE, contentWidth - valueInset);
      const height = Math.max(heightOf(labelLines, LABEL), heightOf(valueLines, VALUE));
      makeRoom(height);
      drawLines(labelLines, LABEL, 0, pageDirection, baselineOf(VALUE));
      drawLines(valueLines, VALUE, valueInset, readingDirectionOf(value), baselineOf(VALUE));
      top += height + 6;
    },
    /**
     * A QR code of `url` (error correction M, black squares on white with a four-module quiet zone),
     * on the reading side, and the address under it, left to right: the patient scans it or types it.
     */
    drawQrCode(qrcode: TQrCodeFactory, url: string) {
      const code = qrcode(0, 'M');
      code.addData(url);
      code.make();
      const modules = code.getModuleCount();
      const size = QR_MODULE_POINTS * (modules + 8);
      makeRoom(size + LINK.size * LINE_HEIGHT * 3);
      const left = isRtl ? pageWidth - PAGE_MARGIN - size : PAGE_MARGIN;
      drawQrModules(doc, code, { left, top, size });
      top += size + 4;
      const lines = layOut(url, LINK, contentWidth);
      drawLines(lines, LINK, 0, 'ltr', baselineOf(LINK));
      top += heightOf(lines, LINK);
    },
    drawRule() {
      top += 8;
      doc.setDrawColor(...RULE_COLOR);
      doc.setLineWidth(0.75);
      doc.line(PAGE_MARGIN, top, pageWidth - PAGE_MARGIN, top);
      top += 14;
    },
  };
}

/** The QR code's squares, black on a white square of `size` (its quiet zone four modules wide), at `left`, `top`. */
function drawQrModules(
  doc: jsPDF,
  code: ReturnType<TQrCodeFactory>,
  { left, top, size }: { left: number; top: number; size: number },
) {
  const modules = code.getModuleCount();
  doc.setFillColor(255, 255, 255);
  doc.rect(left, top, size, size, 'F');
  doc.setFillColor(...INK);
  for (let row = 0; row < modules; row += 1) {
    for (let column = 0; column < modules; column += 1) {
      if (!code.isDark(row, column)) continue;
      const x = left + (column + 4) * QR_MODULE_POINTS;
      doc.rect(x, top + (row + 4) * QR_MODULE_POINTS, QR_MODULE_POINTS, QR_MODULE_POINTS, 'F');
    }
  }
}
