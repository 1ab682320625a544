import type { ReactNode } from 'react';

/** One fact of a card: its label, then its value. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1 py-2 sm:grid-cols-3">
    <dt className="font-medium text-slate-700">{label}</dt>
    <dd className="sm:col-span-2">{children}</dd>
  </div>
);

/** One card of the page: a titled section; `hasFacts` wraps its children in a definition list. */
export const DetailSection = ({
  id,
  title,
  description,
  hasFacts = true,
  className = '',
  children,
}: {
  id: string;
  title: string;
  /** What the card is for, under its title. */
  description?: string;
  hasFacts?: boolean;
  className?: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}>
    <h2 id={id} className={`${description ? 'mb-1' : 'mb-2'} text-xl font-semibold`}>
      {title}
    </h2>
    {description ? <p className="mb-4 text-sm text-slate-700">{description}</p> : null}
    {hasFacts ? <dl className="divide-y divide-slate-100">{children}</dl> : children}
  </section>
);
