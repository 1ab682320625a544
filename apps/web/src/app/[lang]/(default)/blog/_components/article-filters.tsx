'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { matchesSearch } from '@/lib/search-text';
import { ArticleBrowser, type BlogLabels } from './article-browser';

type ArticleFiltersProps = {
  categories: { slug: string; name: string }[];
  /** `text` is what the search looks in: the title and the excerpt. */
  articles: { id: string; categorySlug: string | null; text: string; card: ReactNode }[];
  labels: BlogLabels;
};

/**
 * Filters the server-rendered article cards in place. The search and category live in the URL
 * (?q=…&category=…) so a filtered list can be shared, and the page itself stays static.
 */
export function ArticleFilters({ categories, articles, labels }: ArticleFiltersProps) {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = searchParams.get('q') ?? '';
  const category = searchParams.get('category');

  const search = (nextQuery: string) => {
    const next = new URLSearchParams(searchParams.toString());
    if (nextQuery) next.set('q', nextQuery);
    else next.delete('q');
    const queryString = next.toString();
    router.replace(queryString ? `${pathname}?${queryString}` : pathname, { scroll: false });
  };

  const visible = articles.filter(
    (article) => (!category || article.categorySlug === category) && matchesSearch(article.text, query),
  );

  return (
    <ArticleBrowser
      categories={categories}
      articles={visible}
      query={query}
      activeCategory={category}
      labels={labels}
      onSearch={search}
    />
  );
}
