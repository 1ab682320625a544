import type { Media } from './media';

/** Strapi 5 Blocks editor JSON (the `blocks` attribute type). */

export type TextNode = {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
};

export type LinkNode = {
  type: 'link';
  url: string;
  children: TextNode[];
};

export type InlineNode = TextNode | LinkNode;

export type ParagraphBlock = {
  type: 'paragraph';
  children: InlineNode[];
};

export type HeadingBlock = {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  children: InlineNode[];
};

export type ListItemBlock = {
  type: 'list-item';
  children: InlineNode[];
};

export type ListBlock = {
  type: 'list';
  format: 'ordered' | 'unordered';
  /** A nested list sits among the items of its parent list. */
  children: (ListItemBlock | ListBlock)[];
  indentLevel?: number;
};

export type QuoteBlock = {
  type: 'quote';
  children: InlineNode[];
};

export type CodeBlock = {
  type: 'code';
  language?: string;
  children: TextNode[];
};

/** The editor stores a copy of the upload, not a relation, so ids may be missing. */
export type BlocksImage = Pick<Media, 'name' | 'alternativeText' | 'caption' | 'width' | 'height' | 'formats' | 'url'> &
  Partial<Omit<Media, 'name' | 'alternativeText' | 'caption' | 'width' | 'height' | 'formats' | 'url'>>;

export type ImageBlock = {
  type: 'image';
  image: BlocksImage;
  /** The editor always writes one empty text child. */
  children: TextNode[];
};

export type Block = ParagraphBlock | HeadingBlock | ListBlock | QuoteBlock | CodeBlock | ImageBlock;

export type BlocksContent = Block[];
