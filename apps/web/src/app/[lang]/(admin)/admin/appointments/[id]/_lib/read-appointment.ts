import 'server-only';
import { type StaffAppointmentDetail, isCmsError } from '@clinic/cms-client';
import { notFound } from 'next/navigation';
import { type StaffCms, leaveIfSessionRejected } from '@/lib/staff-cms';

/**
 * The visit `id` as its staff pages read it, in the page's language: the not-found page when the CMS
 * has none, null (logged as "[staff] `what` failed to load") when the read failed, which the page says.
 */
export const readStaffAppointment = (cms: StaffCms, id: string, what: string): Promise<StaffAppointmentDetail | null> =>
  cms.client.getAppointment(id, { locale: cms.locale, ...cms.fresh }).catch((error: unknown) => {
    leaveIfSessionRejected(error, cms.locale);
    if (isCmsError(error) && error.status === 404) notFound();
    console.error(`[staff] ${what} failed to load: ${isCmsError(error) ? error.status : 'unreachable'}`);
    return null;
  });
