import { ClientMessages } from '@/components/client-messages';
import { formatPhoneForDisplay } from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { FILTER_FIELD_CLASS } from '../../_components/filter-fields';
import { ErasePerson } from './_components/erase-person';
import { PersonExport, PersonMessages, PersonVisits, PersonWaitingEntries } from './_components/person-data';
import { readPersonQuery } from './_lib/person-query';
import { openSearchParams, sealStaffSearch } from '@/lib/staff-search';
import { leftToRight } from '@/components/left-to-right';
import { StaffListPage } from '../../_components/staff-list-page';
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
  const [t, { text, person, isInvalid }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.patientData' }),
    searchParams.then((search) => readPersonQuery(openSearchParams(search).searchParams.q)),
  ]);
  // Undefined until a search is made; null when it could not be answered.
  const found = person
    ? await readOrNull(cms.client.findPatientData(person, { locale, ...cms.fresh }), locale, 'patient data')
    : undefined;
  // The search as the page's links carry it: sealed, never as typed.
  const searchRef = text ? sealStaffSearch(text) : '';
  const who = person?.phone ? formatPhoneForDisplay(person.phone) : (person?.email ?? '');
  const search = (
    // Posted: the proxy answers with the page, the search sealed in its URL (lib/staff-search.ts).
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
  );
  return (
    <ClientMessages locale={locale} namespaces={['Admin.patientData']}>
      <StaffListPage
        title={t('title')}
        description={t('description')}
        filters={search}
        list={
          found && {
            rows:
              found.appointments.length + found.contactMessages.length + found.waitingEntries.length > 0 ? [found] : [],
          }
        }
        texts={{ loadFailed: t('loadFailed'), empty: t.rich('nothing', { person: who, ltr: leftToRight }) }}
        show={{
          // The one person found by the search.
          render: (people) =>
            people.map((personData) => (
              <div key="person" className="grid gap-8">
                <p role="status" className="text-lg">
                  {t.rich('summary', {
                    visits: personData.appointments.length,
                    messages: personData.contactMessages.length,
                    person: who,
                    ltr: leftToRight,
                  })}
                </p>
                <PersonVisits
                  visits={personData.appointments}
                  stops={personData.messageStops}
                  searchRef={searchRef}
                  locale={locale}
                />
                <PersonMessages messages={personData.contactMessages} locale={locale} />
                <PersonWaitingEntries entries={personData.waitingEntries} locale={locale} />
                <PersonExport searchRef={searchRef} locale={locale} />
                <ErasePerson q={text} who={who} upcoming={personData.upcoming} />
              </div>
            )),
        }}
        locale={locale}
      />
    </ClientMessages>
  );
}
