import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { type PageSearchParams, readFiltersLeniently } from './search-query';

/**
 * A filtered staff page's start: its language, set for the request, and its filters read from the
 * URL (a bad one dropped, and `ignored` true so the page can say so).
 */
export async function readStaffPage<TSchema extends z.ZodType>(
  { params, searchParams }: { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> },
  schema: TSchema,
) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  return { locale, ...readFiltersLeniently(schema, await searchParams) };
}
