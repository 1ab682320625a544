import type { Article } from '@clinic/cms-client';
import { ArticleCard } from './article-card';

type ArticleSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  articles: Article[];
  readMore: string;
};

/** A titled grid of article cards at the end of a page (a doctor's articles, related reading); nothing when empty. */
export function ArticleSection({ id, heading, articles, readMore }: ArticleSectionProps) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-brand">
        {heading}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <ArticleCard key={article.documentId} article={article} readMore={readMore} />
        ))}
      </div>
    </section>
  );
}
