import type { FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';

export type BlogLabels = {
  search: string;
  searchButton: string;
  categories: string;
  allCategories: string;
  noBlogs: string;
  /** `results[n]` is the translated count sentence for n articles, plural rules applied on the server. */
  results: string[];
};

type ArticleBrowserProps = {
  categories: { slug: string; name: string }[];
  /** How many of the server-rendered cards the search and category leave visible. */
  visibleCount: number;
  query: string;
  activeCategory: string | null;
  labels: BlogLabels;
  /**
   * Absent in the server-rendered fallback, where the form falls back to a plain GET. The input is
   * uncontrolled and never re-keyed, so it keeps focus while the list filters after a search.
   */
  onSearch?: (query: string) => void;
};

const hrefFor = (query: string, category: string | null) => ({
  pathname: '/blog',
  query: { ...(query ? { q: query } : {}), ...(category ? { category } : {}) },
});

/**
 * The blog's search form, category links and live count. Hook-free, so the page renders it as the
 * static fallback and the client filter renders it again with the URL's choice applied.
 */
export function ArticleBrowser({
  categories,
  visibleCount,
  query,
  activeCategory,
  labels,
  onSearch,
}: ArticleBrowserProps) {
  const submit = onSearch
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
      }
    : undefined;
  const categoryLink = (slug: string | null, name: string) => {
    const isActive = slug === activeCategory;
    return (
      <Link
        href={hrefFor(query, slug)}
        scroll={false}
        aria-current={isActive ? 'page' : undefined}
        className={`block rounded-full px-3 py-1 text-sm ${isActive ? 'bg-brand text-white' : 'bg-brand-soft text-brand hover:underline'}`}
      >
        {name}
      </Link>
    );
  };

  return (
    <div className="space-y-6">
      <search>
        <form onSubmit={submit} className="flex max-w-xl flex-wrap items-end gap-2">
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <label htmlFor="blog-search" className="text-sm font-semibold">
              {labels.search}
            </label>
            <input
              id="blog-search"
              type="search"
              name="q"
              defaultValue={query}
              className="rounded-md border border-slate-300 px-3 py-2"
            />
          </div>
          {activeCategory ? <input type="hidden" name="category" value={activeCategory} /> : null}
          <Button type="submit" size="sm">
            {labels.searchButton}
          </Button>
        </form>
      </search>

      <nav aria-label={labels.categories}>
        <ul className="flex flex-wrap gap-2">
          <li>{categoryLink(null, labels.allCategories)}</li>
          {categories.map((category) => (
            <li key={category.slug}>{categoryLink(category.slug, category.name)}</li>
          ))}
        </ul>
      </nav>

      <p
        role="status"
        className={
          visibleCount === 0
            ? 'rounded-xl bg-brand-soft p-6 text-center font-semibold text-brand'
            : 'text-sm text-slate-600'
        }
      >
        {visibleCount === 0 ? labels.noBlogs : labels.results[visibleCount]}
      </p>
    </div>
  );
}
