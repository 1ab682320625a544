import type { ButtonHTMLAttributes } from 'react';

const VARIANT_CLASS = {
  primary: 'bg-brand text-white',
  secondary: 'border border-brand text-brand',
  /** A choice beside the page's actions that is neither, such as 'Keep it'. */
  neutral: 'border border-slate-400 bg-white',
  /** Asks to cancel or delete; the confirmation then uses `destructive`. */
  danger: 'border border-red-700 text-red-800',
  destructive: 'bg-red-700 text-white',
} as const;

const SIZE_CLASS = {
  md: 'px-6 py-3',
  sm: 'px-4 py-2',
  xs: 'px-3 py-1.5 text-sm',
} as const;

type TButtonLook = {
  variant?: keyof typeof VARIANT_CLASS;
  size?: keyof typeof SIZE_CLASS;
  /** Full width, as in the narrow sign-in card. */
  block?: boolean;
  className?: string;
};

/** The classes of a button, for a link that looks like one (such as 'Book now'). */
export function buttonClass({ variant = 'primary', size = 'md', block = false, className }: TButtonLook = {}): string {
  return [
    block ? 'w-full' : null,
    'rounded-md font-semibold disabled:opacity-70',
    SIZE_CLASS[size],
    VARIANT_CLASS[variant],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & TButtonLook;

/** The site's button, in five looks and three sizes; a plain button unless told to submit. */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />;
}
