import type { Metadata } from 'next';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The screens a branch shows on a television: full screen, high contrast, without the site's navigation. */
export default function ScreenLayout({ children }: LayoutProps<'/[lang]'>) {
  return (
    <main id="main" className="flex flex-1 flex-col bg-slate-950 text-white">
      {children}
    </main>
  );
}
