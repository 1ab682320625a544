import { ClientMessages } from '@/components/client-messages';
import type { StaffOpening } from '@clinic/cms-client';
import { ZIsoDateSchema, formatCairoDateTime, isDocumentId, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { leaveIfSessionRejected } from '@/lib/staff-cms';
import { CALLER_FORM_MESSAGES, openCallerPage } from '../../../_lib/caller-page';
import type { BookableTime } from './_lib/new-appointment-values';
import { NewAppointmentForm } from './_components/new-appointment-form';
import { PlaceAndDayForm } from './_components/place-and-day-form';
import { pageTitle } from '@/lib/page-title';
import { BackLink } from '../../../_components/back-link';

/** An opening staff may still book: any but one gone by before today. */
type BookableOpening = StaffOpening & { timing: Exclude<StaffOpening['timing'], 'past'> };

/** Doctor and branch travel as one choice, `doctor~branch`, so a doctor is only offered where they work. */
const PLACE_SEPARATOR = '~';

const ZNewAppointmentQuerySchema = z.object({
  place: z
    .string()
    .refine((place) => place.split(PLACE_SEPARATOR).length === 2 && place.split(PLACE_SEPARATOR).every(isDocumentId))
    .optional(),
  date: ZIsoDateSchema.optional(),
});

export const generateMetadata = pageTitle('Admin.newAppointment.title');

/**
 * A booking for a caller or a walk-in: the doctor at a branch and the day first (a GET form, so the
 * address holds them), then that day's times as the front desk sees them (full, too soon for patients,
 * a running session, earlier today for a walk-in) and the patient's details, booked confirmed at once.
 */
export default async function NewAppointmentPage(props: PageProps<'/[lang]/admin/appointments/new'>) {
  const { locale, query, ignored, cms, doctors, branches, callerForm } = await openCallerPage(
    props,
    ZNewAppointmentQuerySchema,
  );
  const t = await getTranslations({ locale, namespace: 'Admin' });

  const today = toCairoDate(new Date());
  const date = query.date ?? today;
  const branchNames = new Map(branches.map((branch) => [branch.documentId, branch.name]));
  const places = doctors.flatMap((doctor) =>
    (doctor.branches ?? []).map((branch) => ({
      value: `${doctor.documentId}${PLACE_SEPARATOR}${branch.documentId}`,
      label: t('newAppointment.placeOption', {
        doctor: doctor.name,
        branch: branchNames.get(branch.documentId) ?? branch.name,
      }),
    })),
  );
  // A place outside the member's branches (a hand-edited address) is one the page does not offer.
  const place = places.some((option) => option.value === query.place) ? query.place : undefined;
  const [doctor = '', branch = ''] = place?.split(PLACE_SEPARATOR) ?? [];
  const availability = place
    ? await cms.client
        .getStaffAvailability({ doctor, branch, date }, { locale, ...cms.fresh })
        .catch((error: unknown) => {
          leaveIfSessionRejected(error, locale);
          return null;
        })
    : null;

  const time = (instant: string) => formatCairoDateTime(new Date(instant), locale, { timeStyle: 'short' });
  const dayLabel = formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'full' });
  const describe = (opening: BookableOpening) =>
    [
      opening.mode === 'fcfs'
        ? t('newAppointment.session', { taken: opening.booked, capacity: opening.capacity })
        : null,
      opening.timing === 'ahead' ? null : t(`newAppointment.timing.${opening.timing}`),
      opening.isFull ? t('newAppointment.full') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const times: BookableTime[] = (availability?.openings ?? [])
    .filter((opening): opening is BookableOpening => opening.timing !== 'past')
    .map((opening) => ({
      start: opening.start,
      label: opening.mode === 'fcfs' ? `${time(opening.start)}–${time(opening.end)}` : time(opening.start),
      note: describe(opening),
      isFull: opening.isFull,
      isWalkInOnly: opening.timing === 'earlierToday',
      isToday: date === today,
    }));

  return (
    <ClientMessages locale={locale} namespaces={[...CALLER_FORM_MESSAGES, 'Admin.source', 'Validation']}>
      <p className="mb-4">
        <BackLink href="/admin/appointments">{t('detail.back')}</BackLink>
      </p>
      <h1 className="mb-2 text-3xl font-bold text-brand">{t('newAppointment.title')}</h1>
      <p className="mb-6 max-w-3xl text-slate-700">{t('newAppointment.description')}</p>
      {ignored || place !== query.place ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('filters.ignored')}
        </p>
      ) : null}
      <PlaceAndDayForm places={places} place={place} date={date} today={today} locale={locale} />
      {!place ? null : availability === null ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('newAppointment.timesFailed')}
        </p>
      ) : (
        <NewAppointmentForm
          key={`${place}-${date}`}
          doctor={doctor}
          branch={branch}
          dayLabel={dayLabel}
          times={times}
          {...callerForm}
        />
      )}
    </ClientMessages>
  );
}
