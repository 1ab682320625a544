import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** The way back from a staff page to the list or the visit it was opened from, above its heading. */
export function BackLink({ href, children }: { href: ComponentProps<typeof Link>['href']; children: ReactNode }) {
  return (
    <Link href={href} className="font-semibold text-brand underline">
      {children}
    </Link>
  );
}
