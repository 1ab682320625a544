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
];
/** The templates of one document, by the CMS collection they show and their section of the site. */
const DOCUMENT_PAGES = [
  ['doctors', '/doctor'],
  ['articles', '/blog'],
  ['branches', '/branches'],
  ['services', '/services'],
] as const;

/** The first published document of `collection` in `lang`. */
const readFirstDocument = async (cmsUrl: string, collection: string, lang: string) => {
  const response = await fetch(`${cmsUrl}/api/${collection}?locale=${lang}&pagination[pageSize]=1&sort=publicId`);
  const [document] = (await response.json()).data as { documentId: string; publicId: number; slug: string }[];
  if (!document) throw new Error(`the CMS has no ${collection} in ${lang} to bench`);
  return document;
};

const LANGUAGES = ['en', 'ar'];

/**
 * The baseline (`baselineSegment`), then every public template, each in English and then in Arabic:
 * a document's page at `{section}/{publicId}-{slug}`, and the waiting list's form for the first doctor
 * (without one it is the 404). A visit's review page opens only from its invitation, with a cookie.
 */
export const listBenchedPages = async (cmsUrl: string, baselineSegment: string) => {
  const paths = LANGUAGES.map((lang) => `/${lang}/${baselineSegment}`);
  for (const page of LISTS_AND_PAGES) paths.push(...LANGUAGES.map((lang) => `/${lang}${page}`));
  for (const [collection, section] of DOCUMENT_PAGES) {
    for (const lang of LANGUAGES) {
      const { publicId, slug } = await readFirstDocument(cmsUrl, collection, lang);
      paths.push(`/${lang}${section}/${publicId}-${encodeURIComponent(slug)}`);
    }
  }
  const { documentId: doctor } = await readFirstDocument(cmsUrl, 'doctors', 'en');
  paths.push(...LANGUAGES.map((lang) => `/${lang}/waiting-list/join/${doctor}`));
  return paths;
};
