import type { ReactNode } from 'react';
import { ErrorIllustration } from './error-illustration';
import { LoadErrorSignal } from './load-error-signal';

type ErrorScreenProps = { status: number; title: string; heading: string; text: ReactNode; actions: ReactNode };

/** The site's error screen: an image, the heading, the error text, and a way back. */
export function ErrorScreen({ status, title, heading, text, actions }: ErrorScreenProps) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <title>{`${status} - ${title}`}</title>
      <LoadErrorSignal />
      <ErrorIllustration />
      <h1 className="mt-6 text-3xl font-bold text-brand">{heading}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <div className="mt-8 flex justify-center gap-3">{actions}</div>
    </div>
  );
}
