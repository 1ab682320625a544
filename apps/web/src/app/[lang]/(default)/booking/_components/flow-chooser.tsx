import { Link } from '@/i18n/navigation';

type FlowChooserProps = {
  /** Choices made before the way to book, such as the service of a service page's link. */
  keep?: Record<string, string>;
  labels: {
    title: string;
    description: string;
    byDoctor: string;
    byDoctorHint: string;
    byBranch: string;
    byBranchHint: string;
  };
};

/**
 * 'How would you like to book?' (spec section 2). Plain links, so it works before the script
 * arrives and the choice lands in the URL like every other step.
 */
export function FlowChooser({ keep = {}, labels }: FlowChooserProps) {
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
        {labels.title}
      </h2>
      <p className="mt-1 text-slate-700">{labels.description}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {option('doctor', labels.byDoctor, labels.byDoctorHint)}
        {option('branch', labels.byBranch, labels.byBranchHint)}
      </ul>
    </section>
  );
}
