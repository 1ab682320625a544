import type { Faq } from '@clinic/cms-client';

/** Answers are plain text; editors separate paragraphs with blank lines. */
const toParagraphs = (text: string) => text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');

/** Questions as a native accordion: it opens, closes and is announced without any JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {faqs.map((faq) => (
        <li key={faq.documentId}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:text-brand [&::-webkit-details-marker]:hidden">
              {faq.question}
              <span
                aria-hidden="true"
                className="shrink-0 text-xl text-accent transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700">
              {toParagraphs(faq.answer).map((paragraph, index) => (
                <p key={`${faq.documentId}-${index}`}>{paragraph}</p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
