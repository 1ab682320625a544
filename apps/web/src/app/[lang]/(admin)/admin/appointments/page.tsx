import { type Appointment, isCmsError } from '@clinic/cms-client';
import { cairoWallClockToInstant, formatCairoDateTime, formatPhoneForDisplay, toCairoDate } from '@clinic/domain';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireStaffSession } from '@/lib/staff-session';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

export async function generateMetadata({ params }: PageProps<'/[lang]/admin/appointments'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: t('appointments') };
}

const PAGE_SIZE = 25;

const STATUS_STYLE: Record<Appointment['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  canceled: 'bg-slate-200 text-slate-700',
  done: 'bg-sky-100 text-sky-900',
};

/**
 * The appointments from today (Cairo) onwards, soonest first, for the receptionists who call
 * patients to confirm. Read from the CMS with the staff member's own token, never cached.
 */
export default async function AppointmentsPage({ params, searchParams }: PageProps<'/[lang]/admin/appointments'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const session = await requireStaffSession(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'Admin' }), searchParams]);
  const page = Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1);
  const todayStarts = cairoWallClockToInstant(toCairoDate(new Date()), '00:00');

  const { client, forwarded } = await createVisitorCmsClient(session.token);
  let result: Awaited<ReturnType<typeof client.find<'appointments'>>> | null = null;
  try {
    result = await client.find(
      'appointments',
      {
        filters: { startsAt: { $gte: todayStarts.toISOString() } },
        sort: ['startsAt:asc', 'bookingNumber:asc'],
        pagination: { page, pageSize: PAGE_SIZE },
      },
      { headers: forwarded, cache: 'no-store' },
    );
  } catch (error) {
    if (isCmsError(error) && error.status === 401) redirect(`/${locale}/admin/login?reason=expired`);
    console.error(`[staff] the appointment list failed: ${isCmsError(error) ? error.status : 'unreachable'}`);
  }

  const when = (instant: string) =>
    formatCairoDateTime(new Date(instant), locale, { dateStyle: 'medium', timeStyle: 'short' });
  const pagination = result?.meta.pagination && 'pageCount' in result.meta.pagination ? result.meta.pagination : null;

  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{t('appointments')}</h1>
      <p className="mt-1 mb-6 text-slate-700">{t('appointmentsDescription')}</p>
      {!result ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('listFailed')}
        </p>
      ) : result.data.length === 0 ? (
        <p className="rounded-lg bg-brand-soft p-4 text-brand">{t('noAppointments')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[64rem] text-sm">
            <caption className="sr-only">{t('appointments')}</caption>
            <thead className="bg-slate-50 text-start">
              <tr>
                {(
                  [
                    'bookingNumber',
                    'status',
                    'startsAt',
                    'patient',
                    'phone',
                    'doctor',
                    'branch',
                    'specialty',
                    'service',
                    'contractType',
                    'createdAt',
                  ] as const
                ).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.data.map((appointment) => (
                <tr key={appointment.documentId} className="border-t border-slate-200">
                  <td className="px-3 py-2 font-mono whitespace-nowrap" dir="ltr">
                    {appointment.bookingNumber}
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[appointment.status]}`}
                    >
                      {t(`status.${appointment.status}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(appointment.startsAt)}</td>
                  <td className="px-3 py-2">
                    {appointment.firstName} {appointment.lastName}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <bdi dir="ltr">{formatPhoneForDisplay(appointment.phone)}</bdi>
                  </td>
                  <td className="px-3 py-2">{appointment.doctorName}</td>
                  <td className="px-3 py-2">{appointment.branchName}</td>
                  <td className="px-3 py-2">{appointment.specialtyName}</td>
                  <td className="px-3 py-2">{appointment.serviceName}</td>
                  <td className="px-3 py-2">{t(`contract.${appointment.contractType}`)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(appointment.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination && pagination.pageCount > 1 ? (
        <nav aria-label={t('appointments')} className="mt-4 flex items-center gap-4">
          {page > 1 ? (
            <Link
              href={{ pathname: '/admin/appointments', query: { page: page - 1 } }}
              className="font-semibold text-brand underline"
            >
              ‹ {page - 1}
            </Link>
          ) : null}
          <span>
            {page} / {pagination.pageCount}
          </span>
          {page < pagination.pageCount ? (
            <Link
              href={{ pathname: '/admin/appointments', query: { page: page + 1 } }}
              className="font-semibold text-brand underline"
            >
              {page + 1} ›
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
