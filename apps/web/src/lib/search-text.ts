/** Harakat, shadda, sukun, superscript alef and Quranic marks: readers rarely type them. */
const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
/** Accents of Latin letters, once NFD has split them off (é → e). */
const COMBINING_MARKS = /[\u0300-\u036F]/g;

/**
 * Folds the spellings Arabic readers use interchangeably, so "اذن" finds "أذن" and "الاذنه" finds
 * "الأذنة": alef forms become bare alef, taa marbuta becomes haa, alef maqsura becomes yaa.
 * NFC first, so a hamza typed as a separate mark is folded like the composed letter.
 */
export const normalizeSearchText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .normalize('NFD')
    .replace(ARABIC_DIACRITICS, '')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '')
    .toLowerCase();

/** Every word of the query appears somewhere in the text, in any order; an empty query matches all. */
export const matchesSearch = (text: string, query: string) => {
  const haystack = normalizeSearchText(text);
  return normalizeSearchText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};
