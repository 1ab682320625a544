import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

type FlowChooserProps = {
  /** Choices made before the way to book, such as the service of a service page's link. */
  keep?: Record<string, string>;
};

/**
 * 'How would you like to book?'. Plain links, so it works before the script
 * arrives and the choice lands in the URL like every other step. Hook-light (translations only), so
 * the server renders it as the page's first answer and the screens render it again.
 */
export function FlowChooser({ keep = {} }: FlowChooserProps) {
  const t = useTranslations('Booking');
  const option = (flow: 'doctor' | 'branch', title: string, hint: string) => (
    <li>
      <Link
        href={{ pathname: '/booking', query: { ...keep, flow } }}
        className="flex h-full flex-col gap-1 rounded-xl border-2 border-slate-200 p-5 hover:border-brand focus-visible:border-brand"
      >
        <span className="text-lg font-semibold text-brand">{title}</span>
        <span className="text-slate-700">{hint}</span>
      </Link>
    </li>
  );
  return (
    <section aria-labelledby="booking-chooser-title" className="rounded-2xl bg-brand-soft p-6">
      <h2 id="booking-chooser-title" className="text-2xl font-semibold text-brand">
        {t('chooseTitle')}
      </h2>
      <p className="mt-1 text-slate-700">{t('chooseDescription')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {option('doctor', t('byDoctor'), t('byDoctorHint'))}
        {option('branch', t('byBranch'), t('byBranchHint'))}
      </ul>
    </section>
  );
}
