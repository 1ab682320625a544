import 'server-only';
import { type Article, type Category, isCmsError, type Locale } from '@clinic/cms-client';
import { cache } from 'react';
import { readContent } from '../cms';

const LIST_FIELDS = ['title', 'slug', 'publicId', 'excerpt', 'publishedDate', 'updatedAt'];

export const listArticles = cache(async (locale: Locale): Promise<Article[]> => {
  const { cms, cachedFor } = await readContent();
  const { data } = await cms.find(
    'articles',
    {
      locale,
      fields: LIST_FIELDS,
      populate: { cover: true, category: { fields: ['name', 'slug', 'publicId'] }, author: { fields: ['name'] } },
      // Articles published the same day, newest written first: without it PostgreSQL may swap them between renders.
      sort: ['publishedDate:desc', 'publicId:desc'],
      pagination: { pageSize: 100 },
    },
    cachedFor('article', 'category', 'doctor'),
  );
  return data;
});

export const listCategories = cache(async (locale: Locale): Promise<Category[]> => {
  const { cms, cachedFor } = await readContent();
  const { data } = await cms.find(
    'categories',
    { locale, sort: ['publicId:asc'], pagination: { pageSize: 100 } },
    cachedFor('category'),
  );
  return data;
});

export const findArticle = cache(async (locale: Locale, publicId: number): Promise<Article | null> => {
  try {
    const { cms, cachedForDocument } = await readContent();
    const { data } = await cms.findOne(
      'articles',
      publicId,
      {
        locale,
        populate: {
          cover: true,
          seo: true,
          category: { fields: ['name', 'slug', 'publicId'] },
          author: { fields: ['name', 'slug', 'publicId', 'title'], populate: ['image'] },
        },
      },
      cachedForDocument({ model: 'article', publicId }, 'category', 'doctor'),
    );
    return data;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
});
