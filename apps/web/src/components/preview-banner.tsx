'use client';

import { usePathname } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';

type Props = { message: string; exitLabel: string };

/**
 * Shown on every page of a preview: which version this is, and a way out in one click that lands on
 * the same page as visitors see it (app/api/preview/exit).
 */
export function PreviewBanner({ message, exitLabel }: Props) {
  const pathname = usePathname();
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
        <p>{message}</p>
        <a
          href={`/api/preview/exit?page=${encodeURIComponent(pathname)}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {exitLabel}
        </a>
      </div>
    </div>
  );
}
