import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { type Choice, ChoiceOptions } from '@/components/ui/choice-options';
import type { Locale } from '@/i18n/routing';
import { ChoiceSubmit, FILTER_FIELD_CLASS } from '../../../../_components/filter-fields';

type PlaceAndDayProps = {
  /** Each doctor at each of their branches the member works for, as `doctor~branch`. */
  places: Choice[];
  place: string | undefined;
  date: string;
  today: string;
  locale: Locale;
};

/** The doctor at a branch and the day, chosen first: a GET form, so the address holds them. */
export async function PlaceAndDayForm({ places, place, date, today, locale }: PlaceAndDayProps) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <Form
      action={`/${locale}/admin/appointments/new`}
      aria-label={t('newAppointment.whenHeading')}
      className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto]"
    >
      <div className="text-sm font-medium">
        <label htmlFor="new-place">{t('newAppointment.place')}</label>
        <select id="new-place" name="place" defaultValue={place ?? ''} required className={FILTER_FIELD_CLASS}>
          <ChoiceOptions none={t('newAppointment.choosePlace')} choices={places} isNoneDisabled />
        </select>
      </div>
      <div className="text-sm font-medium">
        <label htmlFor="new-date">{t('newAppointment.day')}</label>
        <input
          type="date"
          id="new-date"
          name="date"
          defaultValue={date}
          min={today}
          required
          className={FILTER_FIELD_CLASS}
        />
      </div>
      <ChoiceSubmit label={t('newAppointment.showTimes')} />
    </Form>
  );
}
