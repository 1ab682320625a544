import { redirect } from 'next/navigation';
import { NotFoundPage } from '@/components/not-found-page';
import { waitingListJoinHref } from '@/lib/waiting-list-join';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

const readParam = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * The form's earlier address, `?doctor=…&branch=…`, which links kept from before still open: sent on
 * to the doctor's own form (`/waiting-list/join/{doctor}`), which is kept like any public page.
 */
export default async function WaitingListJoinByQuery({ params, searchParams }: PageProps<'/[lang]/waiting-list/join'>) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  const doctor = readParam(query.doctor);
  if (!doctor) return <NotFoundPage />;
  redirect(getPathname({ locale: lang as Locale, href: waitingListJoinHref(doctor, readParam(query.branch)) }));
}
