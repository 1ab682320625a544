type TextNode = { type: 'text'; text: string };
type Block =
  | { type: 'paragraph'; children: TextNode[] }
  | { type: 'heading'; level: 2; children: TextNode[] }
  | { type: 'list'; format: 'unordered'; children: { type: 'list-item'; children: TextNode[] }[] };

/** Turns seed paragraphs into Strapi 5 blocks: '## ' starts a heading, consecutive '- ' lines form a list. */
export const toBlocks = (paragraphs: string[]): Block[] => {
  const blocks: Block[] = [];
  for (const paragraph of paragraphs) {
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > 0 && lines.every((line) => line.startsWith('- '))) {
      blocks.push({
        type: 'list',
        format: 'unordered',
        children: lines.map((line) => ({ type: 'list-item', children: [{ type: 'text', text: line.slice(2) }] })),
      });
    } else if (paragraph.startsWith('## ')) {
      blocks.push({ type: 'heading', level: 2, children: [{ type: 'text', text: paragraph.slice(3).trim() }] });
    } else {
      blocks.push({ type: 'paragraph', children: [{ type: 'text', text: paragraph.trim() }] });
    }
  }
  return blocks;
};
