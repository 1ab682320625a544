import type { Article } from '@clinic/cms-client';
import { Link } from '@/i18n/navigation';
import { toIdSlugSegment } from '@/lib/id-slug';
import { CmsImage } from './cms-image';

export function ArticleCard({
  article,
  readMore,
  headingLevel = 3,
}: {
  article: Article;
  readMore: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200">
      <CmsImage
        media={article.cover}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {article.category ? (
          <p className="text-xs font-semibold uppercase text-accent">{article.category.name}</p>
        ) : null}
        <Heading className="text-lg font-semibold">
          <Link href={`/blog/${toIdSlugSegment(article)}`} className="hover:text-brand">
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? <p className="line-clamp-3 text-sm text-slate-600">{article.excerpt}</p> : null}
        <Link href={`/blog/${toIdSlugSegment(article)}`} className="mt-auto text-sm font-semibold text-brand underline">
          {readMore}
          <span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
