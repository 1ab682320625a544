import { z } from 'zod';
import { fieldMask } from './answers';
import { ZMediaSchema } from './content-documents';

// Strapi 5's Blocks editor JSON (a `blocks` attribute): the rich text of services, articles and the
// policies, a list of blocks each holding its runs of text.

/** A run of text; each mark the editor set on it is true, one never set is absent. */
const ZTextNodeSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});

const ZLinkNodeSchema = z.object({ type: z.literal('link'), url: z.string(), children: z.array(ZTextNodeSchema) });

/** What a paragraph, a heading, a list item or a quote holds: text, and links around text. */
const ZInlineNodesSchema = z.array(z.discriminatedUnion('type', [ZTextNodeSchema, ZLinkNodeSchema]));

const ZParagraphBlockSchema = z.object({ type: z.literal('paragraph'), children: ZInlineNodesSchema });

const ZHeadingBlockSchema = z.object({
  type: z.literal('heading'),
  level: z.literal([1, 2, 3, 4, 5, 6]),
  children: ZInlineNodesSchema,
});

/** One item of a list. */
export const ZListItemBlockSchema = z.object({ type: z.literal('list-item'), children: ZInlineNodesSchema });

/**
 * A list, numbered or not. Exported, with its items, so that the built declarations can name its
 * recursive type (else they cut it off as `any`).
 */
export const ZListBlockSchema = z.object({
  type: z.literal('list'),
  format: z.enum(['ordered', 'unordered']),
  /** A nested list sits among the items of its parent list. */
  get children(): z.ZodArray<z.ZodDiscriminatedUnion<[typeof ZListItemBlockSchema, typeof ZListBlockSchema], 'type'>> {
    return z.array(z.discriminatedUnion('type', [ZListItemBlockSchema, ZListBlockSchema]));
  },
  indentLevel: z.number().int().min(0).optional(),
});

const ZQuoteBlockSchema = z.object({ type: z.literal('quote'), children: ZInlineNodesSchema });

const ZCodeBlockSchema = z.object({
  type: z.literal('code'),
  language: z.string().optional(),
  children: z.array(ZTextNodeSchema),
});

/** What the editor keeps of an image: a copy of the upload, not a relation, so ids may be missing. */
const ZBlocksImageSchema = ZMediaSchema.partial().required(
  fieldMask(['name', 'alternativeText', 'caption', 'width', 'height', 'formats', 'url']),
);

const ZImageBlockSchema = z.object({
  type: z.literal('image'),
  image: ZBlocksImageSchema,
  /** The editor always writes one empty text child. */
  children: z.array(ZTextNodeSchema),
});

/** Rich text as the Blocks editor stores it: its blocks in order. */
export const ZBlocksContentSchema = z.array(
  z.discriminatedUnion('type', [
    ZParagraphBlockSchema,
    ZHeadingBlockSchema,
    ZListBlockSchema,
    ZQuoteBlockSchema,
    ZCodeBlockSchema,
    ZImageBlockSchema,
  ]),
);

export type TBlocksContent = z.infer<typeof ZBlocksContentSchema>;
