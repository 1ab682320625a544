type BookingStepperProps = { label: string; steps: string[]; current: number; progress: string };

/** The visible stepper: where the visitor is, what is done and what is left. */
export function BookingStepper({ label, steps, current, progress }: BookingStepperProps) {
  return (
    <nav aria-label={label}>
      <p className="sr-only">{progress}</p>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, index) => {
          const position = index + 1;
          const state = position < current ? 'done' : position === current ? 'current' : 'next';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-full px-3 py-1 text-sm ${
                state === 'current'
                  ? 'bg-brand font-semibold text-white'
                  : state === 'done'
                    ? 'bg-brand-soft text-brand'
                    : 'bg-slate-100 text-slate-600'
              }`}
            >
              <span aria-hidden="true">{position}</span>
              {step}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
