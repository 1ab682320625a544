import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ManagerMenu } from './manager-menu';

/** The pages every member has, by address and the message key of their link. */
const EVERY_MEMBERS_PAGES = [
  ['/admin/appointments', 'appointments'],
  ['/admin/appointments/new', 'newAppointment.navLabel'],
  ['/admin/calls', 'calls.navLabel'],
  ['/admin/waiting-list', 'waitingList.navLabel'],
  ['/admin/day', 'daySheet.navLabel'],
] as const;

/** A manager's own pages, under one menu. */
const MANAGERS_PAGES = [
  ['/admin/statistics', 'statistics.navLabel'],
  ['/admin/deliveries', 'deliveryLog.navLabel'],
  ['/admin/staff', 'staffAccounts.navLabel'],
  ['/admin/access-log', 'accessLog.navLabel'],
  ['/admin/patient-data', 'patientData.navLabel'],
] as const;

const NAV_LINK_CLASS = 'font-semibold underline-offset-4 hover:underline';

/** A doctor's one page. */
const DOCTORS_PAGES = [['/admin/doctor', 'doctorList.navLabel']] as const;

type StaffNavigationProps = {
  locale: Locale;
  role: 'manager' | 'receptionist' | 'doctor';
  /** Contact messages nobody has read; null when they could not be counted. */
  unread: number | null;
};

/**
 * The staff area's pages: the desk's, then a manager's own under one menu, and the inbox with its count
 * last; a doctor's own list alone.
 */
export async function StaffNavigation({ locale, role, unread }: StaffNavigationProps) {
  const [t, messages, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'StaffMessages' }),
    getFormatter({ locale }),
  ]);
  const toLink = ([href, key]: (
    | typeof EVERY_MEMBERS_PAGES
    | typeof MANAGERS_PAGES
    | typeof DOCTORS_PAGES
  )[number]) => ({
    href,
    label: t(key),
  });
  const isDoctor = role === 'doctor';
  const navLinks = (isDoctor ? DOCTORS_PAGES : EVERY_MEMBERS_PAGES).map(toLink);
  const managerLinks = role === 'manager' ? MANAGERS_PAGES.map(toLink) : [];
  return (
    <nav aria-label={t('navigation')}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {navLinks.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={NAV_LINK_CLASS}>
              {label}
            </Link>
          </li>
        ))}
        {managerLinks.length > 0 ? (
          <li>
            <ManagerMenu label={t('managerMenu')}>
              {managerLinks.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} className="block rounded-md px-3 py-2 font-semibold hover:bg-brand-soft">
                    {label}
                  </Link>
                </li>
              ))}
            </ManagerMenu>
          </li>
        ) : null}
        {isDoctor ? null : (
          <li>
            <Link href="/admin/messages" className={NAV_LINK_CLASS}>
              {messages('navLabel')}
              {unread ? (
                <>
                  {' '}
                  <span className="ms-1 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-brand tabular-nums">
                    <span aria-hidden="true">{format.number(unread)}</span>
                    <span className="sr-only">{messages('navUnread', { count: unread })}</span>
                  </span>
                </>
              ) : null}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
