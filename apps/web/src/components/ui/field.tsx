import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** What a field gives its control: the id its label points at, and the error and hints that describe it. */
export type TFieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

const HINT_SIZE_CLASS = { sm: 'text-sm', xs: 'text-xs' } as const;

type FieldProps = {
  id: string;
  label: ReactNode;
  /** What to type, under the control. */
  hint?: ReactNode;
  /** The patient form's hints are a size smaller, to keep its two columns even. */
  hintSize?: keyof typeof HINT_SIZE_CLASS;
  /** The error in the page's language, or null while the value is fine. */
  error?: string | null;
  /** Descriptions outside the field, such as one hint for both card images. */
  describedBy?: string;
  className?: string;
  children: (control: TFieldControl) => ReactNode;
};

/**
 * A labelled control with its hint and error. The control is marked invalid and described by
 * whichever of the error and hints are on screen, so a screen reader reads them with it.
 */
export function Field({ id, label, hint, hintSize = 'sm', error, describedBy, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const control: TFieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId ?? undefined} className={`${HINT_SIZE_CLASS[hintSize]} text-slate-600`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** An error under a control or a group; its id is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string | null; error: string | null | undefined }) {
  return error ? (
    <p id={id ?? undefined} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** For a group or a checkbox whose error is shown apart from it: marked invalid and described by the error. */
export function describedByError(errorId: string | null) {
  return { 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId ?? undefined } as const;
}

const CONTROL_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:bg-slate-100';

export function TextInput(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={CONTROL_CLASS} {...props} />;
}

export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={CONTROL_CLASS} {...props} />;
}

/** A choice among a few, as wide as its longest option. */
export function Select(props: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      className="w-fit rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:bg-slate-100"
      {...props}
    />
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  label: ReactNode;
  /** What ticking it means, under its label. */
  hint?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/** A box ticked for yes, its label beside it and its hint and error under it, described by both. */
export function Checkbox({ id, label, hint, error, className, ...input }: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-brand"
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId ?? undefined} className="ms-6 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type RadioOption<TValue extends string> = { value: TValue; label: ReactNode; hint?: ReactNode };

type RadioGroupProps<TValue extends string> = {
  id: string;
  legend: ReactNode;
  /** What choosing means, under the legend. */
  hint?: ReactNode;
  options: readonly RadioOption<TValue>[];
  /** What each option's input gets besides its value: react-hook-form's register, or a checked state and its change. */
  inputProps: (value: TValue) => Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
    ref?: Ref<HTMLInputElement>;
  };
  error?: string | null;
  className?: string;
  /** How the options are laid out: a row that wraps unless said. */
  listClassName?: string;
  /** Each option's box, for choices that are cards. */
  optionClassName?: string;
};

/** One choice among a few, named by its legend and described by its error; an option may carry a hint. */
export function RadioGroup<TValue extends string>({
  id,
  legend,
  hint,
  options,
  inputProps,
  error,
  className,
  listClassName = 'flex flex-wrap gap-4',
  optionClassName = '',
}: RadioGroupProps<TValue>) {
  const errorId = error ? `${id}-error` : null;
  return (
    <fieldset className={className} {...describedByError(errorId)}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className={`mt-2 ${listClassName}`}>
        {options.map((option) => (
          <label key={option.value} className={`flex items-start gap-2 ${optionClassName}`}>
            <input
              type="radio"
              value={option.value}
              className="mt-1 size-4 shrink-0 accent-brand"
              {...inputProps(option.value)}
            />
            {option.hint ? (
              <span>
                <span className="block font-semibold">{option.label}</span>
                <span className="block text-sm text-slate-700">{option.hint}</span>
              </span>
            ) : (
              <span>{option.label}</span>
            )}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
