import type { BlocksContent } from '@clinic/cms-client';
import { BlocksContentView } from './blocks-content';

type PolicyDocumentProps = {
  title: string;
  /** The translated version line; the privacy policy shows it because bookings record the version accepted. */
  version?: string | null;
  body: BlocksContent | null;
};

/** A legal page as the editor wrote it: the CMS title, then the rich text. */
export function PolicyDocument({ title, version, body }: PolicyDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold text-brand">{title}</h1>
        {version ? <p className="mt-2 text-sm text-slate-600">{version}</p> : null}
      </header>
      <BlocksContentView content={body} />
    </article>
  );
}
