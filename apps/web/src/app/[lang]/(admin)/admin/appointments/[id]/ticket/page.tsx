import { formatCairoDateTime } from '@clinic/domain';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageTitle } from '@/lib/page-title';
import { findMainInfo } from '@/lib/site-content';
import { openStaffCms } from '@/lib/staff-cms';
import { PrintButton } from '../../../../_components/print-button';
import { readStaffAppointment } from '../_lib/read-appointment';
import { BackLink } from '../../../../_components/back-link';

export const generateMetadata = pageTitle('Admin.ticket.title');

/**
 * The queue ticket of a checked-in patient, for an 80 mm receipt printer (the `queue-ticket` page of
 * globals.css): the clinic, the number (or, for a timed visit, the booked time), the doctor, the branch
 * and when they arrived, in the language of the address, which the visit's page links in the
 * patient's. No name, phone or booking number: the ticket is handed over in the waiting room.
 */
export default async function QueueTicketPage({ params }: PageProps<'/[lang]/admin/appointments/[id]/ticket'>) {
  const { lang, id } = await params;
  const locale = lang as Locale;
  setRequestLocale(locale);
  const cms = await openStaffCms(locale);
  const [t, mainInfo] = await Promise.all([getTranslations({ locale, namespace: 'Admin' }), findMainInfo(locale)]);
  const appointment = await readStaffAppointment(cms, id, 'a queue ticket');

  const back = <BackLink href={`/admin/appointments/${id}`}>{t('ticket.back')}</BackLink>;
  const title = appointment ? t('ticket.heading', { bookingNumber: appointment.bookingNumber }) : t('ticket.title');
  const arrival = appointment?.arrival;
  const time = (instant: string, options: Intl.DateTimeFormatOptions) =>
    formatCairoDateTime(new Date(instant), locale, options);
  return (
    <>
      <div className="mb-6 flex flex-col gap-3 print:hidden">
        <p>{back}</p>
        <h1 className="text-3xl font-bold text-brand">{title}</h1>
        {!appointment ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {t('detail.loadFailed')}
          </p>
        ) : arrival ? (
          <div className="flex flex-wrap items-center gap-3">
            <PrintButton label={t('ticket.print')} />
            <p className="text-slate-700">{t('ticket.paper')}</p>
          </div>
        ) : (
          <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('ticket.notCheckedIn')}</p>
        )}
      </div>
      {appointment && arrival ? (
        <article
          aria-label={t('ticket.title')}
          className="queue-ticket w-[72mm] rounded-lg border border-slate-300 bg-white p-4 text-center text-black print:rounded-none print:border-0 print:p-0"
        >
          {mainInfo?.clinicName ? <p className="text-lg font-bold">{mainInfo.clinicName}</p> : null}
          {arrival.queueNumber === null ? (
            <>
              <p className="mt-3 text-base font-semibold">{t('ticket.bookedTime')}</p>
              <p className="text-5xl font-black tabular-nums">
                {time(appointment.startsAt, { hour: 'numeric', minute: '2-digit' })}
              </p>
            </>
          ) : (
            <>
              <p className="mt-3 text-base font-semibold">{t('ticket.queueNumber')}</p>
              <p className="text-8xl leading-none font-black tabular-nums">{arrival.queueNumber}</p>
            </>
          )}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-start">
            <dt className="font-semibold">{t('ticket.doctor')}</dt>
            <dd>{appointment.doctorName}</dd>
            <dt className="font-semibold">{t('ticket.branch')}</dt>
            <dd>{appointment.branchName}</dd>
            <dt className="font-semibold">{t('ticket.checkedInAt')}</dt>
            <dd>{time(arrival.arrivedAt, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })}</dd>
          </dl>
          <p className="mt-4 text-sm">
            {arrival.queueNumber === null ? t('ticket.watchScreenTimed') : t('ticket.watchScreen')}
          </p>
        </article>
      ) : null}
    </>
  );
}
