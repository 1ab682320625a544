import type { ReactNode } from 'react';
import { type TSiteHref, getPathname } from '@/i18n/locale-path';

/**
 * The site's Link for component tests: it needs the App Router around it, and a plain anchor with the
 * address it would link to (in English) shows the same. `vi.mock('@/i18n/navigation', () => siteLinkStub)`.
 */
export const siteLinkStub = {
  Link: ({ href, children, ...props }: { href: TSiteHref; children: ReactNode }) => (
    <a href={getPathname({ locale: 'en', href })} {...props}>
      {children}
    </a>
  ),
};
