import type { PatientData } from '@clinic/cms-client';
import { formatCairoDateTime, formatPhoneForDisplay } from '@clinic/domain';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Button, buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { leaveIfSessionRejected, openManagerCms } from '@/lib/staff-cms';
import { FILTER_FIELD_CLASS } from '../../_components/filter-fields';
import { BookingNumberLink } from '../appointments/_components/booking-number-link';
import { ErasePerson } from './_components/erase-person';
import { readPersonQuery } from './_lib/person-query';
import { SEARCH_REF, openSearchParams, sealStaffSearch } from '@/lib/staff-search';
import { leftToRight } from '@/components/left-to-right';
import { patientName } from '../../_lib/patient-name';
import { StaffPageHeading } from '../../_components/staff-list-page';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.patientData.title');

/**
 * A person's requests about their data, for managers: found by phone or email, everything held about
 * them on one page, a file to give them in their language, a correction per visit, and erasure.
 */
export default async function PatientDataPage({ params, searchParams }: PageProps<'/[lang]/admin/patient-data'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const cms = await openManagerCms(locale);
  const [t, admin, { text, person, isInvalid }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.patientData' }),
    getTranslations({ locale, namespace: 'Admin' }),
    searchParams.then((search) => readPersonQuery(openSearchParams(search).searchParams.q)),
  ]);
  const data: PatientData | null | 'failed' = person
    ? await cms.client.findPatientData(person, { locale, ...cms.fresh }).catch((error: unknown) => {
        leaveIfSessionRejected(error, locale);
        console.error(`[staff] patient data failed: ${error instanceof Error ? error.message : 'unknown'}`);
        return 'failed' as const;
      })
    : null;
  // The search as the page's links carry it: sealed, never as typed.
  const searchRef = text ? sealStaffSearch(text) : '';
  const who = person?.phone ? formatPhoneForDisplay(person.phone) : (person?.email ?? '');
  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="font-semibold">{label}</dt>
      <dd className="sm:col-span-2 wrap-anywhere">{value}</dd>
    </div>
  );

  return (
    <>
      <StaffPageHeading title={t('title')} description={t('description')} />
      {/* Posted: the proxy answers with the page, the search sealed in its URL (lib/staff-search.ts). */}
      <form method="post" action={`/${locale}/admin/patient-data`} className="mb-8 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1 text-sm font-medium">
          <label htmlFor="person-q">{t('search')}</label>
          <input
            id="person-q"
            type="search"
            name="q"
            dir="ltr"
            defaultValue={text}
            aria-describedby={isInvalid ? 'person-q-error person-q-hint' : 'person-q-hint'}
            aria-invalid={isInvalid ? true : undefined}
            className={FILTER_FIELD_CLASS}
          />
          <p id="person-q-hint" className="mt-1 text-slate-600">
            {t('searchHint')}
          </p>
          {isInvalid ? (
            <p id="person-q-error" className="mt-1 text-red-700">
              {t('invalid')}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="sm">
          {t('find')}
        </Button>
      </form>

      {data === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      ) : data && data.appointments.length === 0 && data.contactMessages.length === 0 ? (
        <p role="status" className="rounded-lg bg-brand-soft p-4 text-brand">
          {t.rich('nothing', { person: who, ltr: leftToRight })}
        </p>
      ) : data ? (
        <div className="grid gap-8">
          <p role="status" className="text-lg">
            {t.rich('summary', {
              visits: data.appointments.length,
              messages: data.contactMessages.length,
              person: who,
              ltr: leftToRight,
            })}
          </p>
          <section aria-labelledby="person-visits">
            <h2 id="person-visits" className="mb-3 text-xl font-semibold">
              {t('visits')}
            </h2>
            <ul className="grid gap-4">
              {data.appointments.map((visit) => (
                <li key={visit.documentId} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                    <BookingNumberLink
                      documentId={visit.documentId}
                      bookingNumber={visit.bookingNumber}
                      label={admin('view', { bookingNumber: visit.bookingNumber })}
                      className="font-semibold"
                    />
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
                    {row(t('fields.messages'), visit.messages.length)}
                    {row(t('fields.consent'), visit.consentPolicyVersion ?? '—')}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
          {data.contactMessages.length > 0 ? (
            <section aria-labelledby="person-messages">
              <h2 id="person-messages" className="mb-3 text-xl font-semibold">
                {t('contactMessages')}
              </h2>
              <ul className="grid gap-4">
                {data.contactMessages.map((message) => (
                  <li key={message.documentId} className="rounded-xl border border-slate-200 bg-white p-4">
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
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="person-export" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="person-export" className="text-xl font-semibold">
              {t('exportTitle')}
            </h2>
            <p className="mb-3 text-sm text-slate-700">{t('exportHint')}</p>
            <div className="flex flex-wrap gap-3">
              {(['ar', 'en'] as const).map((language) => (
                <a
                  key={language}
                  href={`/${locale}/admin/patient-data/export?${new URLSearchParams({ [SEARCH_REF]: searchRef, language })}`}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  download
                >
                  {t(`exportIn.${language}`)}
                </a>
              ))}
            </div>
          </section>
          <ErasePerson q={text} who={who} upcoming={data.upcoming} />
        </div>
      ) : null}
    </>
  );
}
