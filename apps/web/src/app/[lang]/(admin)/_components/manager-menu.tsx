'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The manager's own pages, folded under one entry of the staff header so it keeps to one row: a
 * disclosure that works without scripts, closed again once a page is chosen.
 */
export function ManagerMenu({ label, children }: { label: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <details ref={menu} className="group relative">
      <summary className="cursor-pointer list-none font-semibold underline-offset-4 hover:underline">
        {label}
        <span aria-hidden="true" className="ms-1 inline-block transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute start-0 top-full z-20 mt-2 grid min-w-56 gap-1 rounded-lg bg-white p-2 text-slate-900 shadow-lg">
        {children}
      </ul>
    </details>
  );
}
