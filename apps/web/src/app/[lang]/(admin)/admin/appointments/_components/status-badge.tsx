import type { AppointmentStatus } from '@clinic/cms-client';

const STATUS_STYLE: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  canceled: 'bg-slate-200 text-slate-700',
  done: 'bg-sky-100 text-sky-900',
  noShow: 'bg-rose-100 text-rose-900',
};

/** A status as a coloured pill; the colour only repeats the word, it never replaces it. */
export function StatusBadge({ status, label }: { status: AppointmentStatus; label: string }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {label}
    </span>
  );
}
