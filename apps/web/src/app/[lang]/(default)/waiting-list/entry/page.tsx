import { cairoWallClockToInstant, formatCairoDateTime } from '@clinic/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { linkPageMetadata, openLinkedRecord } from '@/lib/link-page';
import { LeaveWaitingList, OfferAnswers } from './_components/entry-answers';
import { WAITING_ENTRY_COOKIE } from './entry-cookie';

export async function generateMetadata({ params }: PageProps<'/[lang]/waiting-list/entry'>): Promise<Metadata> {
  return linkPageMetadata(params, 'WaitingEntry');
}

const VISIT_FORMAT = { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' } as const;
const HOLD_FORMAT = { hour: 'numeric', minute: '2-digit' } as const;
const DAY_FORMAT = { day: 'numeric', month: 'long' } as const;

/**
 * A waiting-list entry's page, reached through its link's 303 (/w/[token]) with the token in a cookie
 * only: what the patient waits for, the place held for them (to take or pass on) or what became of the
 * last one, and leaving the list. Without a cookie, or with a token that opens nothing, the plain 404.
 */
export default async function WaitingEntryPage({ params }: PageProps<'/[lang]/waiting-list/entry'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [t, view] = await Promise.all([
    getTranslations({ locale, namespace: 'WaitingEntry' }),
    openLinkedRecord(WAITING_ENTRY_COOKIE, (client, token, options) => client.openWaitingLink(token, options)),
  ]);
  if (!view) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('rateLimited')}
      </p>
    );
  }
  const { entry, offer } = view;
  const atDay = (date: string) => formatCairoDateTime(cairoWallClockToInstant(date, '12:00'), locale, DAY_FORMAT);
  const inList = new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' });
  const isOpen = entry.state === 'open';
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <section aria-labelledby="waiting-for" className="space-y-1 rounded-lg border border-slate-200 p-4">
        <h2 id="waiting-for" className="text-lg font-semibold">
          {t('waitingFor', { doctor: entry.doctor[locale] })}
        </h2>
        <p>{entry.branch ? t('atBranch', { branch: entry.branch[locale] }) : t('anyBranch')}</p>
        <p>
          {t('days', {
            from: atDay(entry.fromDate),
            to: atDay(entry.toDate),
            parts: inList.format(entry.dayParts.map((part) => t(`dayParts.${part}`))),
          })}
        </p>
      </section>
      {offer?.state === 'live' ? (
        <section aria-labelledby="held-place" className="space-y-3 rounded-lg bg-brand/5 p-4">
          <h2 id="held-place" className="text-xl font-semibold">
            {t('offerTitle')}
          </h2>
          <p className="text-lg">
            {formatCairoDateTime(new Date(offer.start), locale, VISIT_FORMAT)}, {offer.branch[locale]}
          </p>
          <p>{t('holdUntil', { time: formatCairoDateTime(new Date(offer.holdUntil), locale, HOLD_FORMAT) })}</p>
          <ClientMessages locale={locale} namespaces={['WaitingEntry']}>
            <OfferAnswers offerId={offer.id} />
          </ClientMessages>
        </section>
      ) : (
        <section aria-label={t('whereItStands')} className="space-y-2" role="status">
          <p>
            {offer
              ? t(`offer.${offer.state}`, {
                  time: formatCairoDateTime(new Date(offer.start), locale, VISIT_FORMAT),
                  bookingNumber: offer.bookingNumber ?? '',
                })
              : isOpen
                ? t('noOfferYet')
                : null}
          </p>
          {isOpen && offer ? <p>{t('stillWaiting')}</p> : null}
          {entry.state === 'open' || entry.state === 'booked' ? null : <p>{t(`closed.${entry.state}`)}</p>}
        </section>
      )}
      {isOpen ? (
        <ClientMessages locale={locale} namespaces={['WaitingEntry']}>
          <LeaveWaitingList />
        </ClientMessages>
      ) : (
        <Link href="/booking" className={buttonClass({ variant: 'secondary' })}>
          {t('bookAnother')}
        </Link>
      )}
    </div>
  );
}
