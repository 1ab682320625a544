import type { CmsClient, StaffAppointmentDetail } from '@clinic/cms-client';
import { canReschedule, isIsoDate, toCairoDate } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { readMoveDay } from '../_lib/move-times';
import { DetailSection } from './detail-section';
import { MoveSection } from './move-section';

/**
 * Moving the visit, while it is still booked: the free times of one day of its doctor at its branch,
 * the visit's day or today once it has passed, or the day `askedDay` names (`?moveDay=`).
 */
export async function MoveCard({
  appointment,
  askedDay,
  client,
  locale,
}: {
  appointment: StaffAppointmentDetail;
  askedDay: string | string[] | undefined;
  client: CmsClient;
  locale: Locale;
}) {
  const { doctorId: doctor, branchId: branch } = appointment;
  if (!canReschedule(appointment.status) || !doctor || !branch) return null;
  const today = toCairoDate(new Date());
  // ISO dates compare as text: the later of the visit's day and today.
  const firstDay = [toCairoDate(new Date(appointment.startsAt)), today].sort().at(-1) ?? today;
  const day = typeof askedDay === 'string' && isIsoDate(askedDay) ? askedDay : firstDay;
  const [t, moveDay] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.move' }),
    readMoveDay(client, { doctor, branch, day, current: appointment.startsAt, locale }),
  ]);
  return (
    <DetailSection
      id="move-heading"
      title={t('title')}
      description={t('description')}
      hasFacts={false}
      className="mt-6"
    >
      <MoveSection
        key={`${appointment.startsAt}-${moveDay.day}`}
        documentId={appointment.documentId}
        from={appointment.startsAt}
        doctor={doctor}
        branch={branch}
        today={today}
        pageHref={`/${locale}/admin/appointments/${appointment.documentId}`}
        initial={moveDay}
      />
    </DetailSection>
  );
}
