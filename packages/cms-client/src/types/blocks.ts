import type { TBlocksContent } from '@clinic/domain';

/** Rich text as Strapi 5's Blocks editor stores it; see ZBlocksContentSchema in @clinic/domain. */
export type BlocksContent = TBlocksContent;
