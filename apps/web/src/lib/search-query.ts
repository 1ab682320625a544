import type { z } from 'zod';

export type PageSearchParams = Record<string, string | string[] | undefined>;

/**
 * A staff page's filters from its URL. A hand-edited or stale URL with a bad value still shows the
 * page: the bad filters are dropped (and the page says so, from `ignored`) rather than failing it.
 */
export function readFiltersLeniently<TSchema extends z.ZodType>(
  schema: TSchema,
  searchParams: PageSearchParams,
): { query: z.output<TSchema>; ignored: boolean } {
  const parsed = schema.safeParse(searchParams);
  if (parsed.success) return { query: parsed.data, ignored: false };
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(searchParams).filter(([key]) => !invalid.has(key)));
  const retried = schema.safeParse(kept);
  return { query: retried.success ? retried.data : schema.parse({}), ignored: true };
}
