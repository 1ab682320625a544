import type { Article, Doctor } from '@clinic/cms-client';
import { describe, expect, it } from 'vitest';
import { doctorsOfSpecialty, findRelatedArticles } from './way-forward';

const doctor = (documentId: string, specialtyIds: string[]) =>
  ({ documentId, specialties: specialtyIds.map((id) => ({ documentId: id })) }) as Doctor;
const article = (documentId: string, categoryId: string | null, authorId: string | null) =>
  ({
    documentId,
    category: categoryId ? { documentId: categoryId } : null,
    author: authorId ? { documentId: authorId } : null,
  }) as Article;

describe('doctorsOfSpecialty', () => {
  it('keeps the doctors who practise the specialty, in order', () => {
    const doctors = [doctor('d1', ['otology']), doctor('d2', ['rhinology', 'otology']), doctor('d3', ['voice'])];
    expect(doctorsOfSpecialty(doctors, 'otology').map((entry) => entry.documentId)).toEqual(['d1', 'd2']);
    expect(doctorsOfSpecialty(doctors, 'paediatrics')).toEqual([]);
  });
});

describe('findRelatedArticles', () => {
  const articles = [
    article('a1', 'hearing', 'd1'),
    article('a2', 'sinus', 'd2'),
    article('a3', 'hearing', null),
    article('a4', 'voice', 'd2'),
    article('a5', 'hearing', 'd3'),
    article('a6', 'hearing', 'd3'),
  ];
  const ids = (list: Article[]) => list.map((entry) => entry.documentId);

  it('takes the same category, never the page itself, at most three, in the list order', () => {
    expect(ids(findRelatedArticles(articles, { except: 'a1', categoryId: 'hearing' }))).toEqual(['a3', 'a5', 'a6']);
    expect(ids(findRelatedArticles(articles, { except: 'a2', categoryId: 'sinus' }))).toEqual([]);
  });

  it("takes the authors' articles", () => {
    expect(ids(findRelatedArticles(articles, { authorIds: ['d2'] }))).toEqual(['a2', 'a4']);
    expect(ids(findRelatedArticles(articles, { except: 'a4', categoryId: 'sinus', authorIds: ['d2'] }))).toEqual([
      'a2',
    ]);
    expect(findRelatedArticles(articles, {})).toEqual([]);
  });
});
