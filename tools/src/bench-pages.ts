// Page numbers for `npm run bench`: first-load JS as Chromium loads it, HTML size, the web server's CPU
// for the page sent alone, Lighthouse mobile scores (through nginx with TLS and HTTP/2 in front of the
// production server, as docs/operations.md deploys it), and requests per second against the production
// server and against nginx serving the same bytes (this machine's physical limit). Prints; never asserts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Request } from '@playwright/test';
import { inheritedEnv, readToolsEnv, TOOLS_BIN } from './env';
import { pickMedianRun } from './lighthouse-median';
import { type LoadFigures, measureLoad } from './load';
import { findFreePort } from './processes';
import { NGINX_WORKERS, startProductionProxy } from './production-proxy';

const { CHROMIUM_PATH: CHROMIUM, BENCH_PAGE_SECONDS, BENCH_LIGHTHOUSE_RUNS } = readToolsEnv();
const LOAD_SECONDS = BENCH_PAGE_SECONDS;
const LOAD_CONNECTIONS = 50;
const LIGHTHOUSE_RUNS = BENCH_LIGHTHOUSE_RUNS;
/** How many times each page is asked for, one after another, to read the web server's CPU it costs. */
const CPU_ASKS = 200;
/** Asks before those, so that what the server does once per page (a first render, a compile) is not counted. */
const CPU_WARM_UP_ASKS = 100;

type BenchTools = ReturnType<typeof ensureBenchTools>;
type Throughput = Pick<LoadFigures, 'requestsPerSecond' | 'p50' | 'p99' | 'errors'>;
type LighthouseMedian = ReturnType<typeof runLighthouseRepeatedly>;
type LoadedPage = Awaited<ReturnType<typeof measureFirstLoad>> & { path: string; url: string };
/** A page with every number the bench takes of it. */
type PageRow = LoadedPage & {
  webCpuMs: number | null;
  lighthouse: LighthouseMedian;
  next: Throughput;
  nginx: Throughput | null;
};
/** The production web server measured and the CMS it reads, which the proxy sends open places to. */
type BenchedSite = { webUrl: string; cmsUrl: string };
/** The web server's CPU seconds so far (null where they cannot be read). */
type CpuReader = () => number | null;

/** wrk and nginx from Debian when missing (as root); without them the numbers say so. */
const ensureBenchTools = () => {
  const missing = ['wrk', 'nginx', 'openssl'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  if (missing.length > 0 && process.getuid?.() === 0) {
    const env = { ...inheritedEnv(), DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  }
  return {
    hasWrk: spawnSync('sh', ['-c', 'command -v wrk']).status === 0,
    hasNginx: spawnSync('sh', ['-c', 'command -v nginx']).status === 0,
    hasOpenssl: spawnSync('sh', ['-c', 'command -v openssl']).status === 0,
  };
};

/**
 * Bytes of JavaScript the page needs on first load, compressed as sent (through the production proxy,
 * which compresses: the web server does not), and its HTML. Only scripts requested before the load
 * event count: after it, Next prefetches the code of linked pages, which is not this page's cost.
 */
const measureFirstLoad = async (browser: Browser, url: string) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const scripts: Request[] = [];
  let isLoaded = false;
  page.on('request', (request) => {
    if (!isLoaded && request.resourceType() === 'script') scripts.push(request);
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  isLoaded = true;
  const html = Buffer.from((await response?.body()) ?? '');
  const sizes = await Promise.all(
    scripts.map(async (request) => {
      await request.response().then((scriptResponse) => scriptResponse?.finished());
      return request.sizes();
    }),
  );
  await context.close();
  return {
    jsKb: sizes.reduce((sum, size) => sum + size.responseBodySize, 0) / 1024,
    htmlKb: html.length / 1024,
    htmlGzipKb: gzipSync(html).length / 1024,
    html,
  };
};

const runLighthouse = (url: string) => {
  const result = spawnSync(
    path.join(TOOLS_BIN, 'lighthouse'),
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      // The proxy's certificate is made for the run, so no browser trusts it.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --ignore-certificate-errors',
    ],
    { env: { ...inheritedEnv(), CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) return null;
  const report = JSON.parse(result.stdout);
  if (report.runtimeError) return null;
  const score = (id: string): number => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string): number => report.audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
  };
};

const runLighthouseRepeatedly = (url: string) =>
  pickMedianRun(Array.from({ length: LIGHTHOUSE_RUNS }, () => runLighthouse(url) ?? runLighthouse(url)));

/**
 * The production proxy (tools/src/production-proxy.ts) for Lighthouse: over the server's own
 * HTTP/1.1, its simulated phone queues each page's twenty-odd requests on six connections, which no
 * visitor of the deployed site meets. Null without nginx or openssl; Lighthouse then measures the
 * server directly and the table says so.
 */
const startHttp2Proxy = ({ webUrl, cmsUrl }: BenchedSite, tools: BenchTools) =>
  tools.hasNginx && tools.hasOpenssl ? startProductionProxy(webUrl, cmsUrl) : null;

/** wrk when installed (a C client leaves the cores to the server); the in-process loop otherwise. */
const measureThroughput = async (url: string, hasWrk: boolean): Promise<Throughput> => {
  if (!hasWrk) return measureLoad(url, { connections: LOAD_CONNECTIONS, durationMs: LOAD_SECONDS * 1000 });
  const result = spawnSync('wrk', ['-t2', `-c${LOAD_CONNECTIONS}`, `-d${LOAD_SECONDS}s`, '--latency', url], {
    encoding: 'utf8',
  });
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1] ?? 0);
  const msPerUnit: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
  const toMs = (value: string | undefined, unit = '') => Number(value) * (msPerUnit[unit] ?? 1);
  const latency = (p: number) => {
    const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(result.stdout);
    return match ? toMs(match[1], match[2]) : 0;
  };
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)?.[1] ?? 0);
  return { requestsPerSecond, p50: latency(50), p99: latency(99), errors };
};

/** nginx on a free port serving saved copies of the pages, bytes identical to the Next server's. */
const startNginx = async (pages: [name: string, html: Buffer][]) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-nginx-'));
  for (const [name, html] of pages) {
    mkdirSync(path.join(dir, 'www'), { recursive: true });
    writeFileSync(path.join(dir, 'www', `${name}.html`), html);
  }
  const port = await findFreePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${NGINX_WORKERS} daemon off; worker_processes 2; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; types { text/html html; } gzip off;
  server { listen 127.0.0.1:${port}; root ${dir}/www; } }`,
  );
  const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    urlOf: (name: string) => `http://127.0.0.1:${port}/${name}.html`,
    stop: () => {
      nginx.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * The web server's CPU for one request of the page, in ms: CPU_ASKS asks one after another (after
 * CPU_WARM_UP_ASKS), so nothing else the server does is counted in. Null where /proc is not there.
 */
const measureWebCpu = async (url: string, readWebCpuSeconds: CpuReader) => {
  const ask = async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
  };
  for (let count = 0; count < CPU_WARM_UP_ASKS; count += 1) await ask();
  const before = readWebCpuSeconds();
  for (let count = 0; count < CPU_ASKS; count += 1) await ask();
  const after = readWebCpuSeconds();
  return before === null || after === null ? null : ((after - before) * 1000) / CPU_ASKS;
};

/**
 * Loads a page once at Lighthouse's mobile size (a Moto G Power: 412 × 823 at 1.75×), so the image
 * sizes it asks for are already in Next's image cache, as they are on a live site after its first
 * visitor. A cold cache would make Lighthouse time the one-off AVIF encoding, not the page.
 */
const warmMobileImages = async (browser: Browser, url: string) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await context.close();
  }
};

/**
 * Every number of each page of `paths` on the web server at `site.webUrl`, whose CPU seconds
 * `readWebCpuSeconds` reads.
 */
export const benchPages = async (site: BenchedSite, paths: string[], readWebCpuSeconds: CpuReader) => {
  const { webUrl } = site;
  const tools = ensureBenchTools();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: (LoadedPage & Partial<PageRow>)[] = [];
  const proxy = existsSync(CHROMIUM) ? await startHttp2Proxy(site, tools) : null;
  try {
    try {
      for (const pagePath of paths) {
        const sentUrl = `${proxy?.url ?? webUrl}${pagePath}`;
        rows.push({ path: pagePath, url: `${webUrl}${pagePath}`, ...(await measureFirstLoad(browser, sentUrl)) });
        await warmMobileImages(browser, sentUrl);
      }
    } finally {
      await browser.close();
    }
    for (const row of rows) row.webCpuMs = await measureWebCpu(row.url, readWebCpuSeconds);
    for (const row of rows) {
      row.lighthouse = existsSync(CHROMIUM) ? runLighthouseRepeatedly(`${proxy?.url ?? webUrl}${row.path}`) : null;
    }
  } finally {
    proxy?.stop();
  }
  const nginx = tools.hasNginx ? await startNginx(rows.map((row, index) => [`page${index}`, row.html])) : null;
  try {
    for (const [index, row] of rows.entries()) {
      row.next = await measureThroughput(row.url, tools.hasWrk);
      row.nginx = nginx ? await measureThroughput(nginx.urlOf(`page${index}`), tools.hasWrk) : null;
    }
  } finally {
    nginx?.stop();
  }
  // Both loops above measured every row.
  return {
    rows: rows as PageRow[],
    tools: { ...tools, lighthouseOver: proxy ? 'nginx, TLS, HTTP/2' : 'next start, HTTP/1.1' },
  };
};

export type PageBench = Awaited<ReturnType<typeof benchPages>>;

export const printPageBench = ({ rows, tools }: PageBench) => {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.info(
    `\nPages: first-load JS (gzip, as Chromium loads it), HTML, the web server's CPU for the page alone (${CPU_ASKS} asks one after another), Lighthouse mobile (median of ${LIGHTHOUSE_RUNS} runs by performance, through ${tools.lighthouseOver}), ${LOAD_SECONDS} s at ${LOAD_CONNECTIONS} connections (${tools.hasWrk ? 'wrk' : 'in-process client'})`,
  );
  console.info(
    `${'page'.padEnd(34)} ${pad('JS kB', 7)} ${pad('HTML kB', 8)} ${pad('gz kB', 6)} ${pad('CPU ms', 7)} ${pad('perf', 5)} ${pad('range', 6)} ${pad('a11y', 5)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('LCP ms', 7)} ${pad('CLS', 6)} ${pad('TBT ms', 7)}`,
  );
  for (const row of rows) {
    const lh = row.lighthouse;
    console.info(
      `${row.path.padEnd(34)} ${pad(row.jsKb.toFixed(1), 7)} ${pad(row.htmlKb.toFixed(1), 8)} ${pad(row.htmlGzipKb.toFixed(1), 6)} ${pad(row.webCpuMs?.toFixed(2) ?? '-', 7)} ${pad(lh?.performance ?? '-', 5)} ${pad(lh ? lh.performanceRange.join('-') : '-', 6)} ${pad(lh?.accessibility ?? '-', 5)} ${pad(lh?.bestPractices ?? '-', 4)} ${pad(lh?.seo ?? '-', 4)} ${pad(lh ? lh.lcpMs.toFixed(0) : '-', 7)} ${pad(lh ? lh.cls.toFixed(3) : '-', 6)} ${pad(lh ? lh.tbtMs.toFixed(0) : '-', 7)}`,
    );
  }
  console.info(
    `${'page'.padEnd(34)} ${pad('next req/s', 11)} ${pad('p50', 7)} ${pad('p99', 7)} ${pad('nginx req/s', 12)} ${pad('p50', 7)} ${pad('p99', 7)} ${pad('ratio', 6)}`,
  );
  for (const row of rows) {
    const ratio = row.nginx ? (row.nginx.requestsPerSecond / Math.max(row.next.requestsPerSecond, 1)).toFixed(1) : '-';
    console.info(
      `${row.path.padEnd(34)} ${pad(row.next.requestsPerSecond.toFixed(0), 11)} ${pad(row.next.p50.toFixed(1), 7)} ${pad(row.next.p99.toFixed(1), 7)} ${pad(row.nginx?.requestsPerSecond.toFixed(0) ?? '-', 12)} ${pad(row.nginx?.p50.toFixed(1) ?? '-', 7)} ${pad(row.nginx?.p99.toFixed(1) ?? '-', 7)} ${pad(ratio, 6)}`,
    );
  }
};
