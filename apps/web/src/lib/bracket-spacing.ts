/**
 * An editor's 'جامعة القاهرة(2013)' or 'MSc(London)' read with a space before the bracket, as both
 * languages write it: a letter or digit directly before an opening bracket gets one.
 */
export const spaceBeforeOpeningBracket = (text: string) => text.replace(/([\p{L}\p{N}])\(/gu, '$1 (');
