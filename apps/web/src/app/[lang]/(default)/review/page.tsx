import type { TVisitReviewView } from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import type { Locale } from '@/i18n/routing';
import { linkPageMetadata, openLinkedRecord } from '@/lib/link-page';
import { formatVisitMonth } from '@/lib/rating-text';
import { ReviewForm } from './_components/review-form';
import { VISIT_REVIEW_COOKIE } from './review-cookie';

type Props = PageProps<'/[lang]/review'>;

export const generateMetadata = ({ params }: Props) => linkPageMetadata(params, 'VisitReview');

/** The visit the link opened (its doctor, branch and month) and the review form. */
async function VisitToReview({ view, locale }: { view: TVisitReviewView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'VisitReview' });
  const month = formatVisitMonth(view.visitMonth, locale);
  return (
    <>
      <p className="text-lg">{t('visit', { doctor: view.doctor[locale], branch: view.branch[locale], month })}</p>
      <p className="text-slate-700">{t('intro')}</p>
      <ClientMessages locale={locale} namespaces={['VisitReview', 'Validation']}>
        <ReviewForm view={view} />
      </ClientMessages>
    </>
  );
}

/**
 * A visit's review page, reached through its invitation's link (/review/[token], /r/[token]) with the
 * token in a cookie only. Without a cookie, or with a token that opens nothing (unknown, expired, its
 * visit anonymized, its review published), the plain 404; an address turned away, a notice.
 */
export default async function VisitReviewPage({ params }: Props) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'VisitReview' });
  const view = await openLinkedRecord(VISIT_REVIEW_COOKIE, (client, token, options) =>
    client.openVisitReview(token, options),
  );
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      {view ? (
        <VisitToReview view={view} locale={locale} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('rateLimited')}
        </p>
      )}
    </div>
  );
}
