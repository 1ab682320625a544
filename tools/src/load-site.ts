// The page and staff side of `npm run load`: the public URLs that each language's sitemap lists, and
// one signed-in receptionist filtering the appointments list and exporting it as CSV.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { cairoDate } from './bench-booking';
import { signInAsStaff, staffSessionCookie } from './bench-staff';
import { ROOT } from './env';
import { requestSignal, takeInTurn } from './load';

const LOCALES = ['en', 'ar'];
const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

type SiteHeaders = Record<string, string>;
type Filters = Record<string, string>;
type SiteAnswer<Body> = { status: number | undefined; body: Body; contentType: string };
type ReadOptions = { readText: boolean; isRetry?: boolean };
/** What the site's JSON API answers (the CMS's own shape, as nginx hands it on), as far as the load reads it. */
export type ApiAnswer = { data?: unknown; error?: { details?: { code?: string } } } | null;

const decodeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: keyof typeof XML_ENTITIES) => XML_ENTITIES[name]);

/** The paths of the `<loc>` entries of a sitemap, e.g. '/ar/doctor/7-%D8%A3…'. */
export const readSitemapPaths = (xml: string) =>
  [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(decodeXml(loc));
    return `${url.pathname}${url.search}`;
  });

/** Every public path of both languages, sorted into home pages, doctor lists and the other pages. */
export const readSitePaths = async (webUrl: string) => {
  const paths: string[] = [];
  for (const locale of LOCALES) {
    const response = await fetch(`${webUrl}/${locale}/sitemap.xml`, { signal: requestSignal() });
    if (!response.ok) throw new Error(`/${locale}/sitemap.xml answered ${response.status}`);
    paths.push(...readSitemapPaths(await response.text()));
  }
  const isHome = (sitePath: string) => LOCALES.some((locale) => sitePath === `/${locale}`);
  const isDoctorList = (sitePath: string) => LOCALES.some((locale) => sitePath === `/${locale}/doctors`);
  const groups = {
    home: paths.filter(isHome),
    doctorLists: paths.filter(isDoctorList),
    content: paths.filter((sitePath) => !isHome(sitePath) && !isDoctorList(sitePath)),
  };
  for (const [group, list] of Object.entries(groups)) {
    if (list.length === 0) throw new Error(`The sitemaps list no ${group} page`);
  }
  return groups;
};

/** Kept-alive connections, as a browser keeps them, shared by every page request of the run. */
const agent = new http.Agent({ keepAlive: true });

/** As Node's fetch asks: the server compresses each page as it does for a browser. */
const ACCEPT_ENCODING = 'gzip, deflate';

const decompress = (body: Buffer, encoding: string | undefined) => {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
};

/**
 * A GET to the site, read to the end: its status, content type and body (decompressed, as text, only
 * when `readText` asks). Plain node:http rather than fetch: the load client shares the machine's two
 * cores with the servers it measures, so it spends as little as it can. A kept-alive connection the
 * server closed while it sat idle (between the idle figures and the mix) is reset when used again; as
 * a browser does, the request is then sent once more, on a new one.
 */
function getFromSite(
  webUrl: string,
  sitePath: string,
  headers: SiteHeaders,
  options: { readText: true },
): Promise<SiteAnswer<string>>;
function getFromSite(
  webUrl: string,
  sitePath: string,
  headers: SiteHeaders,
  options: ReadOptions,
): Promise<SiteAnswer<string | null>>;
function getFromSite(
  webUrl: string,
  sitePath: string,
  headers: SiteHeaders,
  { readText, isRetry = false }: ReadOptions,
): Promise<SiteAnswer<string | null>> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${webUrl}${sitePath}`,
      { agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers }, signal: requestSignal() },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode,
            body: readText ? decompress(body, response.headers['content-encoding']).toString('utf8') : null,
            contentType: response.headers['content-type'] ?? '',
          });
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (request.reusedSocket && error.code === 'ECONNRESET' && !isRetry) {
        resolve(getFromSite(webUrl, sitePath, headers, { readText, isRetry: true }));
        return;
      }
      reject(error);
    });
  });
}

/** One page; anything but a 200 (a redirect to the sign-in page too) is an error. */
export function fetchPage(
  webUrl: string,
  sitePath: string,
  headers: SiteHeaders,
  options: { readText: true },
): Promise<{ body: string; contentType: string }>;
export function fetchPage(
  webUrl: string,
  sitePath: string,
  headers?: SiteHeaders,
  options?: { readText?: boolean },
): Promise<{ body: string | null; contentType: string }>;
export async function fetchPage(
  webUrl: string,
  sitePath: string,
  headers: SiteHeaders = {},
  { readText = false }: { readText?: boolean } = {},
) {
  const { status, body, contentType } = await getFromSite(webUrl, sitePath, headers, { readText });
  if (status !== 200) throw new Error(`${sitePath} answered ${status}`);
  return { body, contentType };
}

/**
 * One answer of the site's JSON API (the booking screens' availability, the doctors list's next free
 * times), whatever its status: `{ status, json }`. An answer that is not JSON is an error.
 */
export const fetchJson = async (
  webUrl: string,
  sitePath: string,
): Promise<{ status: number | undefined; json: ApiAnswer }> => {
  const { status, body, contentType } = await getFromSite(
    webUrl,
    sitePath,
    { accept: 'application/json' },
    { readText: true },
  );
  if (!contentType.startsWith('application/json')) throw new Error(`${sitePath} answered ${status} ${contentType}`);
  return { status, json: JSON.parse(body) };
};

/**
 * A form posted as a browser posts it (URL-encoded): the answer's status and Location. A kept-alive
 * connection found closed is retried on a new one, as for a GET: the forms posted here only search.
 */
const postForm = (webUrl: string, sitePath: string, fields: Filters, headers: SiteHeaders, isRetry = false) =>
  new Promise<{ status: number | undefined; location: string | null }>((resolve, reject) => {
    const body = new URLSearchParams(fields).toString();
    const request = http.request(
      `${webUrl}${sitePath}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
        signal: requestSignal(),
      },
      (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode, location: response.headers.location ?? null }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (request.reusedSocket && error.code === 'ECONNRESET' && !isRetry) {
        resolve(postForm(webUrl, sitePath, fields, headers, true));
        return;
      }
      reject(error);
    });
    request.end(body);
  });

/**
 * A staff search as the browser sends it: the form posted to its page (nothing typed goes into a URL),
 * then the page its 303 names, read as text.
 */
export const searchStaffPage = async (webUrl: string, sitePath: string, fields: Filters, headers: SiteHeaders = {}) => {
  const { status, location } = await postForm(webUrl, sitePath, fields, headers);
  if (status !== 303 || !location) throw new Error(`the search on ${sitePath} answered ${status}`);
  const target = new URL(location, webUrl);
  return fetchPage(webUrl, `${target.pathname}${target.search}`, headers, { readText: true });
};

/** A request function that fetches the paths in turn. */
export const createPageRequests = (webUrl: string, paths: string[]) => {
  let next = 0;
  return async () => {
    const sitePath = takeInTurn(paths, next);
    next += 1;
    await fetchPage(webUrl, sitePath);
  };
};

/**
 * What the appointments page shows instead of the table when the CMS did not answer. The 'Admin'
 * messages travel to the browser on every staff page, so only the rendered element (`>text<`) tells.
 */
const readListFailedText = (locale: string): string =>
  JSON.parse(readFileSync(path.join(ROOT, 'apps', 'web', 'messages', `${locale}.json`), 'utf8')).Admin.listFailed;

/** The staff list's filters over the coming 30 days, with `filters` on top. */
const listFilters = (filters: Filters) => ({ from: cairoDate(0), to: cairoDate(30), ...filters });

/** The staff list (or its export) over the coming 30 days, with `filters` on top. */
const listPath = (locale: string, filters: Filters, { isExport = false } = {}) =>
  `/${locale}/admin/appointments${isExport ? '/export' : ''}?${new URLSearchParams(listFilters(filters))}`;

/**
 * One receptionist, signed in once through the CMS API with the session cookie the web's sign-in
 * page would set: the list page with a different filter each time (a search by name among them), and
 * the CSV export.
 */
export const createStaffRequests = async ({
  cmsUrl,
  webUrl,
  doctor,
}: {
  cmsUrl: string;
  webUrl: string;
  doctor: string;
}) => {
  const headers = { cookie: staffSessionCookie(await signInAsStaff(cmsUrl)) };
  const listFailed = Object.fromEntries(LOCALES.map((locale) => [locale, readListFailedText(locale)]));
  const lists: [string, Filters][] = [
    ['en', {}],
    ['ar', { status: 'pending' }],
    ['en', { doctor, sort: 'patient', order: 'desc' }],
    ['ar', { q: 'Saleh' }],
    ['en', { status: 'pending,confirmed', page: '2' }],
  ];
  const exports: [string, Filters][] = [
    ['en', { status: 'pending' }],
    ['ar', { doctor }],
  ];
  let nextList = 0;
  let nextExport = 0;

  const sendList = async () => {
    const [locale, filters] = takeInTurn(lists, nextList);
    nextList += 1;
    // A search by name is posted, as the list's search form posts it.
    const { body } =
      'q' in filters
        ? await searchStaffPage(webUrl, `/${locale}/admin/appointments`, listFilters(filters), headers)
        : await fetchPage(webUrl, listPath(locale, filters), headers, { readText: true });
    if (body.includes(`>${listFailed[locale]}<`)) throw new Error('the list page could not load the list');
  };

  const sendExport = async () => {
    const [locale, filters] = takeInTurn(exports, nextExport);
    nextExport += 1;
    const { contentType } = await fetchPage(webUrl, listPath(locale, filters, { isExport: true }), headers);
    if (!contentType.startsWith('text/csv')) throw new Error(`the export answered ${contentType}`);
  };

  return { sendList, sendExport };
};
