import type { TWaitingEntryAnswer, TWaitingOfferAnswer } from '@clinic/domain';
import { formatCairoDateTime, formatPhoneForDisplay } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { BookingNumberLink } from '../../appointments/_components/booking-number-link';
import { OfferAnswer } from './offer-answer';
import { RemoveEntry } from './remove-entry';

type TWords = Awaited<ReturnType<typeof getTranslations<'Admin.waitingList'>>>;

type TEntryView = { branchNames: ReadonlyMap<string, string>; locale: Locale; t: TWords };

const dayOf = (date: string, locale: Locale) =>
  formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'medium' });

const momentOf = (instant: string, locale: Locale) =>
  formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });

const row = (label: string, value: ReactNode) => (
  <div key={label} className="flex flex-wrap gap-x-2">
    <dt className="font-semibold">{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** An offer in a line: the place, when it was offered and held until, and how it ended (the visit, when booked). */
async function OfferLine({ offer, view }: { offer: TWaitingOfferAnswer; view: TEntryView }) {
  const { t, locale, branchNames } = view;
  const answeredAt = offer.answeredAt ? momentOf(offer.answeredAt, locale) : null;
  const answered =
    answeredAt && offer.answeredBy === 'patient'
      ? t('answeredByPatient', { time: answeredAt })
      : answeredAt && offer.answeredBy
        ? t('answeredBy', { time: answeredAt, name: offer.answeredBy })
        : answeredAt;
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <p className="font-semibold">
        {t('offerPlace', {
          time: momentOf(offer.start, locale),
          branch: branchNames.get(offer.branch) ?? t('otherBranch'),
        })}
      </p>
      <p className="text-slate-700">
        {offer.state === 'live'
          ? t('offerLive', { offered: momentOf(offer.offeredAt, locale), until: momentOf(offer.holdUntil, locale) })
          : [t(`offerStates.${offer.state}`), answered].filter(Boolean).join(' · ')}
        {offer.appointmentId && offer.bookingNumber ? (
          <>
            {' '}
            <BookingNumberLink
              visit={{ documentId: offer.appointmentId, bookingNumber: offer.bookingNumber }}
              locale={locale}
            />
          </>
        ) : null}
      </p>
      {offer.state === 'live' ? <OfferAnswer offerId={offer.id} /> : null}
    </li>
  );
}

/** One patient on the list: who they are, what suits them, since when, their offers, and what the desk can do. */
async function EntryCard({
  entry,
  position,
  view,
}: {
  entry: TWaitingEntryAnswer;
  position: number | null;
  view: TEntryView;
}) {
  const { t, locale, branchNames } = view;
  const name = `${entry.patient.firstName} ${entry.patient.lastName}`;
  const headingId = `waiting-${entry.key}`;
  const parts = entry.dayParts.map((part) => t(`dayParts.${part}`)).join(t('partsSeparator'));
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline gap-2">
        {position === null ? null : (
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-sm font-bold text-brand tabular-nums">
            {t('position', { position })}
          </span>
        )}
        <h3 id={headingId} className="text-lg font-semibold" translate="no">
          {name}
        </h3>
        <span className="text-sm text-slate-700">{t(`entryStates.${entry.state}`)}</span>
      </div>
      <dl className="grid gap-1 text-sm">
        {row(
          t('phone'),
          <a href={`tel:${entry.patient.phone}`} className="text-brand underline">
            <bdi dir="ltr">{formatPhoneForDisplay(entry.patient.phone)}</bdi>
          </a>,
        )}
        {row(t('age'), entry.patient.age === null ? '—' : String(entry.patient.age))}
        {row(
          t('suits'),
          t(entry.fromDate === entry.toDate ? 'wishOneDay' : 'wish', {
            branch: entry.branch === null ? t('anyBranch') : (branchNames.get(entry.branch) ?? t('otherBranch')),
            from: dayOf(entry.fromDate, locale),
            to: dayOf(entry.toDate, locale),
            parts,
          }),
        )}
        {row(t('joined'), momentOf(entry.joinedAt, locale))}
        {row(t('addedHow'), entry.addedBy ? t('addedBy', { name: entry.addedBy }) : t(`sources.${entry.source}`))}
        {entry.closedAt
          ? row(t('closed'), [momentOf(entry.closedAt, locale), entry.closedReason].filter(Boolean).join(' · '))
          : null}
      </dl>
      {entry.offers.length > 0 ? (
        <section aria-label={t('offersOf', { name })}>
          <ol className="grid gap-2 text-sm">
            {entry.offers.map((offer) => (
              <OfferLine key={offer.id} offer={offer} view={view} />
            ))}
          </ol>
        </section>
      ) : null}
      {entry.state === 'open' ? <RemoveEntry entryKey={entry.key} patientName={name} /> : null}
    </article>
  );
}

/**
 * The doctor's list: those waiting in order of joining (the order places are offered in), then the
 * entries closed in the last two weeks. Null: it could not be read.
 */
export async function WaitingEntries({
  entries,
  branchNames,
  doctorName,
  locale,
}: {
  entries: TWaitingEntryAnswer[] | null;
  branchNames: ReadonlyMap<string, string>;
  doctorName: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.waitingList' });
  if (entries === null) {
    return (
      <p role="alert" className="mb-6 rounded-lg bg-red-50 p-4 text-red-800">
        {t('loadFailed')}
      </p>
    );
  }
  const view = { t, locale, branchNames };
  const waiting = entries.filter((entry) => entry.state === 'open');
  const closed = entries.filter((entry) => entry.state !== 'open');
  return (
    <>
      <section aria-labelledby="waiting-open" className="mb-8">
        <h2 id="waiting-open" className="mb-3 text-2xl font-semibold">
          {t('waitingFor', { doctor: doctorName, count: waiting.length })}
        </h2>
        {waiting.length === 0 ? (
          <p role="status" className="rounded-lg bg-brand-soft p-4 text-brand">
            {t('empty')}
          </p>
        ) : (
          <ol className="grid gap-4 lg:grid-cols-2">
            {waiting.map((entry, index) => (
              <li key={entry.key}>
                <EntryCard entry={entry} position={index + 1} view={view} />
              </li>
            ))}
          </ol>
        )}
      </section>
      {closed.length > 0 ? (
        <section aria-labelledby="waiting-closed" className="mb-8">
          <h2 id="waiting-closed" className="mb-3 text-2xl font-semibold">
            {t('recentlyClosed')}
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {closed.map((entry) => (
              <li key={entry.key}>
                <EntryCard entry={entry} position={null} view={view} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
