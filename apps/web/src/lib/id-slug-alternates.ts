import type { Metadata } from 'next';
import { type Locale, routing } from '@/i18n/routing';
import { toIdSlugSegment } from './id-slug';

type IdSlugEntity = { publicId: number; slug: string };

/**
 * Canonical and hreflang links of a `{publicId}-{slug}` page. Each language has its own slug, so the
 * entity is looked up in every locale; where a translation is missing the bare id still resolves
 * (and redirects once the translation exists).
 */
export const buildIdSlugAlternates = async <T extends IdSlugEntity>(
  section: string,
  locale: Locale,
  entity: T,
  findIn: (locale: Locale, publicId: number) => Promise<T | null>,
): Promise<Metadata['alternates']> => {
  const twins = await Promise.all(
    routing.locales.map((candidate) => (candidate === locale ? entity : findIn(candidate, entity.publicId))),
  );
  const pathIn = (candidate: Locale, twin: T | null | undefined) =>
    `/${candidate}/${section}/${twin ? toIdSlugSegment(twin) : entity.publicId}`;
  return {
    canonical: pathIn(locale, entity),
    languages: {
      ...Object.fromEntries(routing.locales.map((candidate, index) => [candidate, pathIn(candidate, twins[index])])),
      'x-default': pathIn(routing.defaultLocale, twins[routing.locales.indexOf(routing.defaultLocale)]),
    },
  };
};
