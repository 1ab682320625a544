import type { TDirection } from '@clinic/domain';
import type { jsPDF } from 'jspdf';

// The lines of the booking PDF: wrapped to a width, cut into the runs of one direction jsPDF draws,
// each bracket a reader sees mirrored carrying the character written.

type TBidiOptions = ReturnType<typeof toBidiOptions>;

/**
 * jsPDF's Unicode bidi engine, the one its text() runs (left out of its typings). Given a line in
 * logical order it returns the line as drawn, left to right, with brackets mirrored in right-to-left
 * runs; it fills `visualToLogical` with the logical index of each drawn character and `levels` with
 * each logical character's embedding level (odd: read right to left).
 */
export type TBidiEngine = new (
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
export function readingDirectionOf(text: string): TDirection {
  const firstLetter = text.match(/\p{L}/u)?.[0] ?? '';
  return /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(firstLetter) ? 'rtl' : 'ltr';
}

/**
 * Greedy word wrap measured with getTextWidth, which runs jsPDF's arabic plugin as text() does, so
 * a line is measured with the lam-alef ligatures it is drawn with, and without the bidi marks it is
 * drawn without. Line breaks in `text` are kept; a single word longer than the line stays whole.
 */
export function wrapText(doc: jsPDF, text: string, width: number): string[] {
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

/**
 * Draws a line run by run from the left, each where jsPDF's bidi engine puts it, so that a
 * mirrored bracket can carry the character written (a marked-content span with /ActualText). The
 * widths add up: jsPDF draws without kerning, and a ligature never spans two runs. The line
 * starts at `x`, or ends there on an Arabic page.
 */
export function drawLine(
  doc: jsPDF,
  bidiEngine: TBidiEngine,
  {
    line,
    x,
    y,
    direction,
    isPageRtl,
  }: { line: string; x: number; y: number; direction: TDirection; isPageRtl: boolean },
) {
  const runs = toDrawnRuns(bidiEngine, line, direction);
  const widths = runs.map((run) => doc.getTextWidth(run.text));
  const content = doc.internal as unknown as TContentWriter;
  let left = isPageRtl ? x - widths.reduce((sum, width) => sum + width, 0) : x;
  runs.forEach((run, index) => {
    if (run.writtenAs) content.write(`/Span <</ActualText ${toPdfTextString(run.writtenAs)}>> BDC`);
    doc.text(run.text, left, y, toBidiOptions(run.isRtl ? 'rtl' : 'ltr'));
    if (run.writtenAs) content.write('EMC');
    left += widths[index] ?? 0;
  });
}
