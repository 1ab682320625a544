// The public pages `npm run bench` measures: the bare baseline page the bench builds beside them
// (commands/bench.ts), and one page of each template of the site, in both languages.

/** The templates without a parameter, as their paths after the language. */
const LISTS_AND_PAGES = [
  '',
  '/doctors',
  '/booking',
  '/blog',
  '/branches',
  '/services',
  '/contact',
  '/faq',
  '/who-we-are',
  '/privacy-policy',
  '/terms-and-conditions',
  '/waiting-list/join',
  '/review',
];
/** The templates of one document, by the CMS collection they show and their section of the site. */
const DOCUMENT_PAGES = [
  ['doctors', '/doctor'],
  ['articles', '/blog'],
  ['branches', '/branches'],
  ['services', '/services'],
] as const;

/** The address of the first published document of `collection` in `lang`, `{section}/{publicId}-{slug}`. */
const firstDocumentPath = async (cmsUrl: string, collection: string, section: string, lang: string) => {
  const response = await fetch(`${cmsUrl}/api/${collection}?locale=${lang}&pagination[pageSize]=1&sort=publicId`);
  const [document] = (await response.json()).data as { publicId: number; slug: string }[];
  if (!document) throw new Error(`the CMS has no ${collection} in ${lang} to bench`);
  return `/${lang}${section}/${document.publicId}-${encodeURIComponent(document.slug)}`;
};

const LANGUAGES = ['en', 'ar'];

/** The baseline (`baselineSegment`), then every public template, each in English and then in Arabic. */
export const listBenchedPages = async (cmsUrl: string, baselineSegment: string) => {
  const paths = LANGUAGES.map((lang) => `/${lang}/${baselineSegment}`);
  for (const page of LISTS_AND_PAGES) paths.push(...LANGUAGES.map((lang) => `/${lang}${page}`));
  for (const [collection, section] of DOCUMENT_PAGES) {
    for (const lang of LANGUAGES) paths.push(await firstDocumentPath(cmsUrl, collection, section, lang));
  }
  return paths;
};
