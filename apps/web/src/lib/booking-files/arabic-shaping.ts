/**
 * Arabic letters as the presentation forms a PDF draws: isolated, final, initial or medial, as a
 * browser joins them. jsPDF's arabic plugin does this itself on every text() call, but it takes any
 * character in U+0600–U+06FF for a joining letter, so the letter before '،', '؛', '؟', '۔' or an
 * Arabic-Indic digit came out in its joining form ('عمانويل،' drawn with an initial lam), and a
 * vowel mark broke a word in two ('قريبًا'). Its plugin keeps presentation forms as they are and
 * still makes the lam-alef and Allah ligatures from them, so shaping first fixes the joins without
 * patching jsPDF. A zero-width non-joiner before the mark would fix them too, but IBM Plex Sans
 * Arabic has no glyph for it: jsPDF leaves it out of the drawing yet counts a width for it, so
 * right-aligned lines would end short of the margin.
 */

type TJoiningType = 'dual' | 'right' | 'none' | 'transparent' | 'causing';

const ISOLATED = 0;
const FINAL = 1;
const INITIAL = 2;
const MEDIAL = 3;

/**
 * Each letter's presentation forms, read from Unicode itself: the blocks list a letter's forms one
 * after another in the order isolated, final, initial, medial (Presentation Forms-B for the Arabic
 * alphabet, then Forms-A for the Persian and Urdu letters and the alef maksura's initial and medial
 * forms), and NFKC maps each form back to its letter.
 */
const FORMS: ReadonlyMap<string, readonly number[]> = (() => {
  const forms = new Map<string, number[]>();
  for (const [first, last] of [
    [0xfe70, 0xfeff],
    [0xfb50, 0xfbff],
  ] as const) {
    for (let form = first; form <= last; form += 1) {
      const letter = String.fromCodePoint(form).normalize('NFKC');
      if (/^[\u0600-\u06FF]$/.test(letter)) forms.set(letter, [...(forms.get(letter) ?? []), form]);
    }
  }
  return forms;
})();

/** The letter each presentation form draws, FORMS read the other way: what a reader of the PDF should find. */
const LETTERS: ReadonlyMap<number, string> = new Map(
  [...FORMS].flatMap(([letter, forms]) => forms.map((form) => [form, letter] as const)),
);

/** The letter a presentation form from shapeArabic stands for; undefined for any other character. */
export const letterOfForm = (form: number): string | undefined => LETTERS.get(form);

/** Unicode's joining types (ArabicShaping.txt); a letter with no presentation forms joins neither side. */
function joiningTypeOf(char: string): TJoiningType {
  const formCount = FORMS.get(char)?.length ?? 0;
  if (formCount === 4) return 'dual';
  if (formCount === 2) return 'right';
  // Tatweel (kashida) and the zero-width joiner join on both sides without changing form.
  if (char === '\u0640' || char === '\u200D') return 'causing';
  // Vowel marks and format characters are skipped: the letters around them still join.
  if (char !== '\u200C' && /[\p{Mn}\p{Me}\p{Cf}]/u.test(char)) return 'transparent';
  return 'none';
}

/** The joining type of the nearest character before (step -1) or after (step 1) that is not transparent. */
function neighbourType(types: readonly TJoiningType[], index: number, step: -1 | 1): TJoiningType {
  for (let at = index + step; at >= 0 && at < types.length; at += step) {
    const type = types[at];
    if (type !== 'transparent') return type ?? 'none';
  }
  return 'none';
}

const joinsToNext = (type: TJoiningType) => type === 'dual' || type === 'causing';
const joinsToPrevious = (type: TJoiningType) => type === 'dual' || type === 'right' || type === 'causing';

/** Replaces each Arabic letter with its presentation form; everything else is kept as it is. */
export function shapeArabic(text: string): string {
  const chars = [...text];
  const types = chars.map(joiningTypeOf);
  return chars
    .map((char, index) => {
      const forms = FORMS.get(char);
      if (!forms) return char;
      const type = types[index] ?? 'none';
      const joinsBefore = joinsToPrevious(type) && joinsToNext(neighbourType(types, index, -1));
      const joinsAfter = joinsToNext(type) && joinsToPrevious(neighbourType(types, index, 1));
      const form = forms[joinsBefore ? (joinsAfter ? MEDIAL : FINAL) : joinsAfter ? INITIAL : ISOLATED];
      return form === undefined ? char : String.fromCodePoint(form);
    })
    .join('');
}
