'use client';

import { ListVisibility } from '@/components/list-visibility';
import { usePageQuery } from '@/lib/page-query';
import { matchesSearch } from '@/lib/search-text';
import { ArticleBrowser, type BlogLabels } from './article-browser';

type ArticleFiltersProps = {
  categories: { slug: string; name: string }[];
  /** `text` is what the search looks in: the title and the excerpt. */
  articles: { id: string; categorySlug: string | null; text: string }[];
  labels: BlogLabels;
  /** The server-rendered list of article cards that this filter shows and hides. */
  listId: string;
};

/**
 * Filters the server-rendered article cards in place. The search and category live in the URL
 * (?q=…&category=…) so a filtered list can be shared, and the page itself stays static.
 */
export function ArticleFilters({ categories, articles, labels, listId }: ArticleFiltersProps) {
  const [pageQuery, writeQuery] = usePageQuery();
  const searchParams = new URLSearchParams(pageQuery);
  const query = searchParams.get('q') ?? '';
  const category = searchParams.get('category');

  const search = (nextQuery: string) => {
    const next = new URLSearchParams(pageQuery);
    if (nextQuery) next.set('q', nextQuery);
    else next.delete('q');
    writeQuery(next.toString(), 'replace');
  };

  const visibleIds = articles
    .filter((article) => (!category || article.categorySlug === category) && matchesSearch(article.text, query))
    .map((article) => article.id);

  return (
    <>
      <ArticleBrowser
        categories={categories}
        visibleCount={visibleIds.length}
        query={query}
        activeCategory={category}
        labels={labels}
        onSearch={search}
      />
      <ListVisibility listId={listId} visibleIds={visibleIds} totalCount={articles.length} />
    </>
  );
}
