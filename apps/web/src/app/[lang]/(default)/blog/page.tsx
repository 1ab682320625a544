import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ArticleCard } from '@/components/article-card';
import type { Locale } from '@/i18n/routing';
import { listArticles, listCategories } from '@/lib/content/articles';
import { describePageByItsWords } from '@/lib/page-metadata';
import { ArticleBrowser } from './_components/article-browser';
import { ArticleFilters } from './_components/article-filters';

const ARTICLE_LIST_ID = 'article-list';

export const generateMetadata = describePageByItsWords('BlogPage', '/blog');

export default async function BlogPage({ params }: PageProps<'/[lang]/blog'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [articles, categories, t] = await Promise.all([
    listArticles(locale),
    listCategories(locale),
    getTranslations({ locale, namespace: 'BlogPage' }),
  ]);
  const entries = articles.map((article) => ({
    id: article.documentId,
    categorySlug: article.category?.slug ?? null,
    text: `${article.title}\n${article.excerpt ?? ''}`,
  }));
  const categoryLinks = categories.map((category) => ({ slug: category.slug, name: category.name }));
  const labels = {
    search: t('search'),
    searchButton: t('searchButton'),
    categories: t('categories'),
    allCategories: t('allCategories'),
    noBlogs: t('noBlogs'),
    // The live count's sentence for every count the list can show, with the locale's plural rules.
    results: Array.from({ length: articles.length + 1 }, (_, count) => t('results', { count })),
  };

  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('description')}</p>
      <Suspense
        fallback={
          <ArticleBrowser
            categories={categoryLinks}
            visibleCount={articles.length}
            query=""
            activeCategory={null}
            labels={labels}
          />
        }
      >
        <ArticleFilters categories={categoryLinks} articles={entries} labels={labels} listId={ARTICLE_LIST_ID} />
      </Suspense>
      <ul id={ARTICLE_LIST_ID} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.documentId} data-list-item={article.documentId}>
            <ArticleCard article={article} readMore={t('readMore')} headingLevel={2} />
          </li>
        ))}
      </ul>
    </>
  );
}
