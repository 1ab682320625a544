import type { Article, Doctor } from '@clinic/cms-client';

/** How many related articles a page ends with. */
const RELATED_ARTICLE_COUNT = 3;

/** The doctors who practise a specialty, in the doctors list's order. */
export const doctorsOfSpecialty = (doctors: Doctor[], specialtyId: string) =>
  doctors.filter((doctor) => doctor.specialties?.some((specialty) => specialty.documentId === specialtyId));

/**
 * Articles to read next, newest first (the list's order), never the page's own: those in the same
 * category or written by one of `authorIds`.
 */
export function findRelatedArticles(
  articles: Article[],
  { except, categoryId, authorIds = [] }: { except?: string; categoryId?: string; authorIds?: string[] },
): Article[] {
  const authors = new Set(authorIds);
  return articles
    .filter((article) => article.documentId !== except)
    .filter(
      (article) =>
        (categoryId !== undefined && article.category?.documentId === categoryId) ||
        (article.author ? authors.has(article.author.documentId) : false),
    )
    .slice(0, RELATED_ARTICLE_COUNT);
}
