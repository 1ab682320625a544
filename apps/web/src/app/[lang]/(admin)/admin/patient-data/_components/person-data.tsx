import type { PatientData } from '@clinic/cms-client';
import { formatCairoDateTime, formatPhoneForDisplay } from '@clinic/domain';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { SEARCH_REF } from '@/lib/staff-search';
import { patientName } from '../../../_lib/patient-name';
import { BookingNumberLink } from '../../appointments/_components/booking-number-link';
import { describeVisitMessages, describeVisitReview } from '../_lib/visit-messages';

/** One thing held about the person: what it is, and its value. */
const row = (label: string, value: ReactNode) => (
  <div className="grid gap-1 sm:grid-cols-3">
    <dt className="font-semibold">{label}</dt>
    <dd className="sm:col-span-2 wrap-anywhere">{value}</dd>
  </div>
);

/** A titled list of what is held about the person (the visits, the messages, the waiting-list entries), each item a card. */
function HeldList<Item>(props: {
  id: string;
  title: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="mb-3 text-xl font-semibold">
        {props.title}
      </h2>
      <ul className="grid gap-4">
        {props.items.map((item) => (
          <li key={props.itemKey(item)} className="rounded-xl border border-slate-200 bg-white p-4">
            {props.children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A visit's lines (its messages, its review), one each; a dash when there are none. */
const MessageLines = ({ lines }: { lines: string[] }) =>
  lines.length === 0 ? (
    '—'
  ) : (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );

export const readWords = async (locale: Locale) => {
  const [t, admin] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.patientData' }),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  return { t, admin, when };
};

/** Each of the person's visits, everything held of it, with a link to correct it; `searchRef` is the sealed search. */
export async function PersonVisits({
  visits,
  stops,
  searchRef,
  locale,
}: {
  visits: PatientData['appointments'];
  stops: PatientData['messageStops'];
  searchRef: string;
  locale: Locale;
}) {
  const { t, admin, when } = await readWords(locale);
  return (
    <HeldList id="person-visits" title={t('visits')} items={visits} itemKey={(visit) => visit.documentId}>
      {(visit) => (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <BookingNumberLink visit={visit} locale={locale} className="font-semibold" />
            <Link
              href={{
                pathname: `/admin/patient-data/appointments/${visit.documentId}`,
                query: { [SEARCH_REF]: searchRef },
              }}
              aria-label={t('correctLabel', { bookingNumber: visit.bookingNumber })}
              className={buttonClass({ variant: 'secondary', size: 'xs' })}
            >
              {t('correct')}
            </Link>
          </div>
          <dl className="grid gap-2 text-sm">
            {row(t('fields.name'), <span translate="no">{patientName(visit, t('fields.name'))}</span>)}
            {row(t('fields.phone'), <bdi dir="ltr">{formatPhoneForDisplay(visit.phone)}</bdi>)}
            {row(t('fields.email'), visit.email ? <bdi dir="ltr">{visit.email}</bdi> : '—')}
            {row(t('fields.age'), visit.age ?? '—')}
            {row(t('fields.notes'), visit.notes ?? '—')}
            {row(t('fields.when'), when(visit.startsAt))}
            {row(t('fields.doctor'), visit.doctorName ?? '—')}
            {row(t('fields.branch'), visit.branchName ?? '—')}
            {row(t('fields.status'), admin(`status.${visit.status}`))}
            {row(t('fields.payment'), admin(`contract.${visit.contractType}`))}
            {row(t('fields.booked'), when(visit.createdAt))}
            {row(t('fields.cards'), visit.cards.front || visit.cards.back ? t('cardsKept') : t('noCards'))}
            {row(t('fields.messages'), <MessageLines lines={describeVisitMessages(visit, stops, { admin, when })} />)}
            {row(t('fields.review'), <MessageLines lines={describeVisitReview(visit, admin)} />)}
            {row(t('fields.consent'), visit.consentPolicyVersion ?? '—')}
          </dl>
        </>
      )}
    </HeldList>
  );
}

/** The contact messages the person wrote, as they wrote them; nothing when there are none. */
export async function PersonMessages({
  messages,
  locale,
}: {
  messages: PatientData['contactMessages'];
  locale: Locale;
}) {
  if (messages.length === 0) return null;
  const { t, when } = await readWords(locale);
  return (
    <HeldList
      id="person-messages"
      title={t('contactMessages')}
      items={messages}
      itemKey={(message) => message.documentId}
    >
      {(message) => (
        <dl className="grid gap-2 text-sm">
          {row(t('fields.received'), when(message.createdAt))}
          {row(t('fields.name'), <span translate="no">{message.name}</span>)}
          {row(t('fields.subject'), message.subject ?? '—')}
          {row(
            t('fields.message'),
            <span className="whitespace-pre-line" translate="no">
              {message.message}
            </span>,
          )}
        </dl>
      )}
    </HeldList>
  );
}

/** What a waiting-list entry holds, label and value, as the page and the person's file show it. */
export const describeWaitingEntry = (
  entry: PatientData['waitingEntries'][number],
  { t, when }: { t: Awaited<ReturnType<typeof readWords>>['t']; when: (instant: string) => string },
): [string, string][] => [
  [t('fields.name'), `${entry.firstName} ${entry.lastName}`],
  [t('fields.phone'), formatPhoneForDisplay(entry.phone)],
  [t('fields.email'), entry.email ?? '—'],
  [t('fields.age'), entry.age === null ? '—' : String(entry.age)],
  [t('fields.notes'), entry.notes ?? '—'],
  [t('fields.doctor'), entry.doctorName ?? '—'],
  [t('fields.branch'), entry.branchName ?? t('anyBranch')],
  [
    t('fields.wanted'),
    t('wanted', {
      from: entry.fromDate,
      to: entry.toDate,
      parts: entry.dayParts.map((part) => t(`dayParts.${part}`)).join(t('partsSeparator')),
    }),
  ],
  [t('fields.joined'), when(entry.joinedAt)],
  [t('fields.waitingState'), t(`waitingStates.${entry.state}`)],
  [t('fields.consent'), entry.consentPolicyVersion],
];

/** The waiting lists the person joined; nothing when there are none. */
export async function PersonWaitingEntries({
  entries,
  locale,
}: {
  entries: PatientData['waitingEntries'];
  locale: Locale;
}) {
  if (entries.length === 0) return null;
  const words = await readWords(locale);
  return (
    <HeldList
      id="person-waiting"
      title={words.t('waitingEntries')}
      items={entries}
      itemKey={(entry) => `${entry.joinedAt}|${entry.doctorName}`}
    >
      {(entry) => (
        <dl className="grid gap-2 text-sm">
          {describeWaitingEntry(entry, words).map(([label, value]) =>
            row(label, label === words.t('fields.phone') ? <bdi dir="ltr">{value}</bdi> : value),
          )}
        </dl>
      )}
    </HeldList>
  );
}

/** The file of everything held, to give the person in either language. */
export async function PersonExport({ searchRef, locale }: { searchRef: string; locale: Locale }) {
  const { t } = await readWords(locale);
  return (
    <section aria-labelledby="person-export" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="person-export" className="text-xl font-semibold">
        {t('exportTitle')}
      </h2>
      <p id="person-export-hint" className="mb-3 text-sm text-slate-700">
        {t('exportHint')}
      </p>
      <div className="flex flex-wrap gap-3">
        {(['ar', 'en'] as const).map((language) => (
          <a
            key={language}
            href={`/${locale}/admin/patient-data/export?${new URLSearchParams({ [SEARCH_REF]: searchRef, language })}`}
            aria-describedby="person-export-hint"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            download
          >
            {t(`exportIn.${language}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
