import { z } from 'zod';

// What every answer of the CMS's custom routes shares: the contract's common parts (see CODE_STYLE.md).

/** Where one page of a list stands, as Strapi's page pagination gives it. */
export const ZPagePaginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});

export type TPagePagination = z.infer<typeof ZPagePaginationSchema>;

/** The fields `keys` name (in one list or several), as zod's pick and omit take them. */
export const fieldMask = <Key extends string>(...keys: Key[][]) =>
  Object.fromEntries(keys.flat().map((key) => [key, true])) as Record<Key, true>;

/** One page of a list as the client answers it: the items, and where the page stands. */
export const pageAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), pagination: ZPagePaginationSchema });
