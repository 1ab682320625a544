import type { TDirection, TLocale } from '@clinic/domain';
import type { jsPDF } from 'jspdf';
import { letterOfForm, shapeArabic } from './arabic-shaping';
import type { TBookingFontWeight } from './booking-font';

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

type TBidiOptions = ReturnType<typeof toBidiOptions>;

/**
 * jsPDF's Unicode bidi engine, the one its text() runs (left out of its typings). Given a line in
 * logical order it returns the line as drawn, left to right, with brackets mirrored in right-to-left
 * runs; it fills `visualToLogical` with the logical index of each drawn character and `levels` with
 * each logical character's embedding level (odd: read right to left).
 */
type TBidiEngine = new (
  options: TBidiOptions,
) => { doBidiReorder(text: string, visualToLogical: number[], levels: number[]): string };

/** jsPDF writes raw content operators through `internal.write`, which its typings leave out. */
type TContentWriter = { write: (...operators: string[]) => void };

/**
 * A stretch of a line in one direction, as drawn: jsPDF turns `text` (logical order) round when
 * `isRtl`. `writtenAs` is set on a bracket drawn facing the other way: the character a reader finds.
 */
type TDrawnRun = { text: string; isRtl: boolean; writtenAs?: string };

/**
 * Bidi marks and joiners (Unicode's default-ignorable characters): they steer the order and the joins
 * but show nothing, and the font has no glyph for them, so jsPDF draws nothing yet counts a width.
 */
const INVISIBLE_CHARACTERS = /\p{Default_Ignorable_Code_Point}/gu;

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

  /**
   * Draws a line run by run from the left, each where jsPDF's bidi engine puts it, so that a
   * mirrored bracket can carry the character written (a marked-content span with /ActualText). The
   * widths add up: jsPDF draws without kerning, and a ligature never spans two runs. The line
   * starts at `x`, or ends there on an Arabic page.
   */
  const drawLine = (line: string, x: number, y: number, direction: TDirection) => {
    const runs = toDrawnRuns(bidiEngine, line, direction);
    const widths = runs.map((run) => doc.getTextWidth(run.text));
    const content = doc.internal as unknown as TContentWriter;
    let left = isRtl ? x - widths.reduce((sum, width) => sum + width, 0) : x;
    runs.forEach((run, index) => {
      if (run.writtenAs) content.write(`/Span <</ActualText ${toPdfTextString(run.writtenAs)}>> BDC`);
      doc.text(run.text, left, y, toBidiOptions(run.isRtl ? 'rtl' : 'ltr'));
      if (run.writtenAs) content.write('EMC');
      left += widths[index] ?? 0;
    });
  };

  /** `baseline` is the first line's, below `top`; a row passes its value's so label and value line up. */
  const drawLines = (lines: string[], style: TTextStyle, inset: number, direction: TDirection, baseline: number) => {
    useStyle(style);
    lines.forEach((line, index) => {
      drawLine(line, startX(inset), top + baseline + index * style.size * LINE_HEIGHT, direction);
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

/**
 * The lines arrive shaped (see shapeArabic); on every text() call jsPDF makes the lam-alef
 * ligatures and then runs its Unicode bidi engine. Its default treats the string as already visual,
 * left to right; ours is logical, in the paragraph's direction, and must come out visual left to
 * right, the order in which PDF glyphs are drawn. Brackets inside right-to-left runs are mirrored,
 * as a browser mirrors them. The same options lay out a whole line (toDrawnRuns) and draw each run.
 */
const toBidiOptions = (direction: TDirection) =>
  ({
    isInputVisual: false,
    isInputRtl: direction === 'rtl',
    isOutputVisual: true,
    isOutputRtl: false,
    isSymmetricSwapping: true,
  }) as const;

/**
 * A shaped line cut into the runs it is drawn in, in the order they stand from the left: the
 * characters of one embedding level (one direction) together, each bracket the engine mirrors on
 * its own, bidi marks and joiners left out once they have set the order.
 */
function toDrawnRuns(bidiEngine: TBidiEngine, line: string, direction: TDirection): TDrawnRun[] {
  const visualToLogical: number[] = [];
  const levels: number[] = [];
  const drawn = new bidiEngine(toBidiOptions(direction)).doBidiReorder(line, visualToLogical, levels);
  const drawnAt: number[] = [];
  visualToLogical.forEach((logical, visual) => {
    drawnAt[logical] = visual;
  });
  const runs: (TDrawnRun & { level: number; drawnAt: number })[] = [];
  for (let at = 0; at < line.length; at += 1) {
    const written = line.charAt(at);
    const level = levels[at] ?? 0;
    const isMirrored = drawn.charAt(drawnAt[at] ?? at) !== written;
    const run = runs.at(-1);
    if (run && !isMirrored && !run.writtenAs && run.level === level) {
      run.text += written;
    } else {
      runs.push({
        text: written,
        isRtl: level % 2 === 1,
        level,
        drawnAt: drawnAt[at] ?? at,
        ...(isMirrored ? { writtenAs: written } : {}),
      });
    }
  }
  return runs
    .sort((a, b) => a.drawnAt - b.drawnAt)
    .map(({ text, isRtl, writtenAs }) => ({ text: text.replace(INVISIBLE_CHARACTERS, ''), isRtl, writtenAs }))
    .filter((run) => run.text !== '');
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex: <FEFF0028> for '('. */
const toPdfTextString = (text: string) =>
  `<FEFF${text
    .split('')
    .map((unit) => unit.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase())
    .join('')}>`;

/**
 * As HTML's dir="auto": the first letter decides, and text without letters reads left to right.
 * So '+20 100 123 4567' keeps its order on an Arabic page (as a right-to-left paragraph it would
 * come out '4567 123 100 20+') while an Arabic date with Western digits stays right to left.
 */
function readingDirectionOf(text: string): TDirection {
  const firstLetter = text.match(/\p{L}/u)?.[0] ?? '';
  return /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(firstLetter) ? 'rtl' : 'ltr';
}

/**
 * Greedy word wrap measured with getTextWidth, which runs jsPDF's arabic plugin as text() does, so
 * a line is measured with the lam-alef ligatures it is drawn with, and without the bidi marks it is
 * drawn without. Line breaks in `text` are kept; a single word longer than the line stays whole.
 */
function wrapText(doc: jsPDF, text: string, width: number): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && doc.getTextWidth(candidate.replace(INVISIBLE_CHARACTERS, '')) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    return [...lines, line];
  });
}
