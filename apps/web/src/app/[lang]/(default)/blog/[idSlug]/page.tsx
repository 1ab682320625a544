import type { Article } from '@clinic/cms-client';
import { cairoWallClockToInstant, formatCairoDateTime } from '@clinic/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlocksContentView } from '@/components/blocks-content';
import { ArticleSection } from '@/components/article-section';
import { CmsImage } from '@/components/cms-image';
import { DoctorShortlist } from '@/components/doctor-shortlist';
import { JsonLd } from '@/components/json-ld';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { findArticle, listArticles } from '@/lib/content/articles';
import { listDoctors } from '@/lib/content/doctors';
import { idSlugParams, toIdSlugSegment } from '@/lib/id-slug';
import { openIdSlugEntry, requireIdSlugEntry } from '@/lib/id-slug-page';
import { NotFoundPage } from '@/components/not-found-page';
import { buildIdSlugAlternates } from '@/lib/id-slug-alternates';
import { buildPageTitle } from '@/lib/seo';
import { buildBreadcrumbList, toAbsoluteUrl } from '@/lib/structured-data';
import { findRelatedArticles } from '@/lib/way-forward';

type Props = PageProps<'/[lang]/blog/[idSlug]'>;

export const generateStaticParams = idSlugParams(listArticles);

/**
 * The editorial date is a Cairo calendar date; midday there is that same date in any format. Articles
 * without one fall back to when the CMS published them.
 */
const readPublication = (article: Article) => {
  if (article.publishedDate) {
    return { iso: article.publishedDate, instant: cairoWallClockToInstant(article.publishedDate, '12:00') };
  }
  return article.publishedAt ? { iso: article.publishedAt, instant: new Date(article.publishedAt) } : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, entry: article } = await requireIdSlugEntry(params, findArticle);
  return {
    title: buildPageTitle(article.seo?.metaTitle, article.title),
    description: article.seo?.metaDescription ?? article.excerpt ?? undefined,
    alternates: await buildIdSlugAlternates('blog', locale, article, findArticle),
  };
}

/** The article's category, title, author and date. */
async function ArticleHeader({
  article,
  published,
  locale,
}: {
  article: Article;
  published: ReturnType<typeof readPublication>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ArticlePage' });
  const { author, category } = article;
  return (
    <header className="space-y-4">
      {category ? (
        <p className="text-sm font-semibold text-accent">
          <span className="sr-only">{t('category')}: </span>
          <Link href={{ pathname: '/blog', query: { category: category.slug } }} className="hover:underline">
            {category.name}
          </Link>
        </p>
      ) : null}
      <h1 className="text-3xl font-bold leading-tight text-brand sm:text-4xl">{article.title}</h1>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
        {author ? (
          <p className="flex items-center gap-2">
            <CmsImage media={author.image} alt="" sizes="40px" className="size-10 shrink-0 rounded-full object-cover" />
            <span>
              {t.rich('by', {
                name: author.name,
                author: (chunks) => (
                  <Link
                    href={`/doctor/${toIdSlugSegment(author)}`}
                    className="font-semibold text-brand hover:underline"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </p>
        ) : null}
        {published ? (
          <p>
            {t.rich('publishedOn', {
              date: formatCairoDateTime(published.instant, locale, { dateStyle: 'long' }),
              time: (chunks) => <time dateTime={published.iso}>{chunks}</time>,
            })}
          </p>
        ) : null}
      </div>
    </header>
  );
}

export default async function ArticlePage({ params }: Props) {
  const opened = await openIdSlugEntry(params, findArticle, '/blog');
  if (!opened) return <NotFoundPage />;
  const { locale, entry: article } = opened;
  const [t, layout, blog, doctors, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'ArticlePage' }),
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    listDoctors(locale),
    listArticles(locale),
  ]);
  const path = getPathname({ locale, href: `/blog/${toIdSlugSegment(article)}` });
  const published = readPublication(article);
  const { author, category } = article;
  // The way forward: a visit with the doctor who wrote it, and more of the same category.
  const authorToBook = doctors.filter((doctor) => doctor.documentId === author?.documentId);
  const relatedArticles = findRelatedArticles(articles, {
    except: article.documentId,
    categoryId: category?.documentId,
  });

  return (
    <div className="space-y-12">
      <article className="mx-auto max-w-3xl space-y-8">
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: article.title,
            description: article.excerpt ?? undefined,
            datePublished: published?.iso,
            author: author
              ? {
                  '@type': 'Person',
                  name: author.name,
                  url: toAbsoluteUrl(getPathname({ locale, href: `/doctor/${toIdSlugSegment(author)}` })),
                }
              : undefined,
            image: toAbsoluteUrl(article.cover?.url),
            inLanguage: locale,
            mainEntityOfPage: toAbsoluteUrl(path),
          }}
        />
        <JsonLd
          data={buildBreadcrumbList([
            { name: layout('home'), path: getPathname({ locale, href: '/' }) },
            { name: layout('blog'), path: getPathname({ locale, href: '/blog' }) },
            { name: article.title, path },
          ])}
        />
        <ArticleHeader article={article} published={published} locale={locale} />
        <CmsImage
          media={article.cover}
          alt={article.title}
          sizes="(min-width: 768px) 48rem, 100vw"
          className="w-full rounded-2xl"
          priority
        />
        <BlocksContentView content={article.body} />
      </article>
      <DoctorShortlist
        id="article-author"
        heading={t('bookWithAuthor')}
        className="mx-auto max-w-3xl"
        doctors={authorToBook}
        locale={locale}
      />
      <ArticleSection
        id="article-related"
        heading={layout('relatedArticles')}
        articles={relatedArticles}
        readMore={blog('readMore')}
      />
    </div>
  );
}
