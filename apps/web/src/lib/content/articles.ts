import 'server-only';
import type { Article, Category, Locale } from '@clinic/cms-client';
import { cache } from 'react';
import { findPageDocument, listContent } from '../cms';

const LIST_FIELDS = ['title', 'slug', 'publicId', 'excerpt', 'publishedDate', 'updatedAt'];

export const listArticles = cache(
  (locale: Locale): Promise<Article[]> =>
    listContent(
      'articles',
      {
        locale,
        fields: LIST_FIELDS,
        populate: { cover: true, category: { fields: ['name', 'slug', 'publicId'] }, author: { fields: ['name'] } },
        // Articles published the same day, newest written first: without it PostgreSQL may swap them between renders.
        sort: ['publishedDate:desc', 'publicId:desc'],
      },
      'article',
      'category',
      'doctor',
    ),
);

export const listCategories = cache(
  (locale: Locale): Promise<Category[]> => listContent('categories', { locale, sort: ['publicId:asc'] }, 'category'),
);

export const findArticle = cache(
  (locale: Locale, publicId: number): Promise<Article | null> =>
    findPageDocument(
      'articles',
      { model: 'article', publicId },
      {
        locale,
        populate: {
          cover: true,
          seo: true,
          category: { fields: ['name', 'slug', 'publicId'] },
          author: { fields: ['name', 'slug', 'publicId', 'title'], populate: ['image'] },
        },
      },
      'category',
      'doctor',
    ),
);
