import type { DeliveryLogPage } from '@clinic/cms-client';
import {
  PATIENT_MESSAGE_KINDS,
  PATIENT_MESSAGE_STATES,
  type TDeliveryLogQuery,
  type TPatientMessageState,
  formatNumber,
} from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import {
  DateRangeFilters,
  FilterActions,
  FilterInput,
  FilterSection,
  FilterSelect,
} from '../../../_components/filter-fields';
import { listHref } from '../../../_components/staff-list-page';

/** The delivery log's address, without its language. */
export const DELIVERIES = '/admin/deliveries';

/** Each delivery state's colours, in the table and on its count. */
export const DELIVERY_STATE_STYLES = {
  queued: 'bg-amber-50 text-amber-900',
  sending: 'bg-sky-50 text-sky-900',
  sent: 'bg-green-50 text-green-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  read: 'bg-teal-100 text-teal-900',
  failed: 'bg-red-50 text-red-800',
} as const satisfies Record<TPatientMessageState, string>;

/** The log's words, and the messages' kinds and states in words. */
export const readDeliveryWords = (locale: Locale) =>
  Promise.all([
    getTranslations({ locale, namespace: 'Admin.deliveryLog' }),
    getTranslations({ locale, namespace: 'Admin.patientMessages' }),
  ]);

type TFilterProps = { query: TDeliveryLogQuery; locale: Locale };

/** The days, the booking number, the state and the kind the log is filtered by, in the URL. */
export async function DeliveryFilters({ query, ignored, locale }: TFilterProps & { ignored: boolean }) {
  const [t, messages] = await readDeliveryWords(locale);
  /** The two choices among the filters: each with its "any" and its options in words. */
  const choices: [name: 'state' | 'kind', anyLabel: string, options: { value: string; label: string }[]][] = [
    [
      'state',
      t('anyState'),
      PATIENT_MESSAGE_STATES.map((state) => ({ value: state, label: messages(`state.${state}`) })),
    ],
    ['kind', t('anyKind'), PATIENT_MESSAGE_KINDS.map((kind) => ({ value: kind, label: messages(`kind.${kind}`) }))],
  ];
  return (
    <FilterSection id="delivery-filters" heading={t('filters')} ignoredNotice={ignored ? t('ignored') : null}>
      <Form action={`/${locale}${DELIVERIES}`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DateRangeFilters idPrefix="delivery" labels={{ from: t('from'), to: t('to') }} values={query} />
        <FilterInput
          id="delivery-booking"
          name="bookingNumber"
          type="search"
          dir="ltr"
          label={t('bookingNumber')}
          defaultValue={query.bookingNumber}
        />
        {choices.map(([name, anyLabel, options]) => (
          <FilterSelect
            key={name}
            id={`delivery-${name}`}
            name={name}
            label={t(name)}
            anyLabel={anyLabel}
            defaultValue={query[name]}
            options={options}
          />
        ))}
        <FilterActions applyLabel={t('apply')} resetLabel={t('reset')} resetHref={DELIVERIES} />
      </Form>
    </FilterSection>
  );
}

/** How many messages are in each state, each a link that filters the log by it (and back). */
export async function StateCounts({ counts, query, locale }: TFilterProps & { counts: DeliveryLogPage['states'] }) {
  const [t, messages] = await readDeliveryWords(locale);
  return (
    <ul aria-label={t('byState')} className="mb-4 flex flex-wrap gap-2 text-sm">
      {PATIENT_MESSAGE_STATES.map((state) => (
        <li key={state}>
          <Link
            href={listHref(DELIVERIES, query, { state: query.state === state ? undefined : state })}
            aria-current={query.state === state ? 'true' : undefined}
            className={`inline-block rounded-full px-3 py-1 font-semibold ${DELIVERY_STATE_STYLES[state]} aria-[current=true]:ring-2 aria-[current=true]:ring-brand`}
          >
            {messages(`state.${state}`)}: {formatNumber(counts[state], locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
