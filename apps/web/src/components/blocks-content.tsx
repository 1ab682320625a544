import type { BlocksContent } from '@clinic/cms-client';
import type { ReactNode } from 'react';

type Block = BlocksContent[number];
type Inline = { type: string; text?: string; bold?: boolean; italic?: boolean; url?: string; children?: Inline[] };

const renderInline = (nodes: Inline[] | undefined): ReactNode[] =>
  (nodes ?? []).map((node, index) => {
    const key = `${node.type}-${index}`;
    if (node.type === 'link' && node.url) {
      return (
        <a key={key} href={node.url} className="text-accent underline">
          {renderInline(node.children)}
        </a>
      );
    }
    let content: ReactNode = node.text ?? '';
    if (node.bold) content = <strong>{content}</strong>;
    if (node.italic) content = <em>{content}</em>;
    return <span key={key}>{content}</span>;
  });

/** Strapi 5 rich text: paragraphs, headings, lists and quotes, as the editor wrote them. */
export function BlocksContentView({ content }: { content: BlocksContent | null | undefined }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {(content ?? []).map((block: Block, index) => {
        const node = block as unknown as Inline & { level?: number; format?: string };
        const key = `block-${index}`;
        switch (node.type) {
          case 'heading':
            return (
              <h2 key={key} className="pt-2 text-xl font-semibold text-brand">
                {renderInline(node.children)}
              </h2>
            );
          case 'list': {
            const items = (node.children ?? []).map((item, itemIndex) => (
              <li key={`item-${itemIndex}`}>{renderInline(item.children)}</li>
            ));
            return node.format === 'ordered' ? (
              <ol key={key} className="list-decimal space-y-1 ps-6">
                {items}
              </ol>
            ) : (
              <ul key={key} className="list-disc space-y-1 ps-6">
                {items}
              </ul>
            );
          }
          case 'quote':
            return (
              <blockquote key={key} className="border-s-4 border-accent ps-4 italic">
                {renderInline(node.children)}
              </blockquote>
            );
          default:
            return <p key={key}>{renderInline(node.children)}</p>;
        }
      })}
    </div>
  );
}
