import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';

/** The web app's folder: its build is `.next` inside it. */
export const WEB_DIR = path.join(ROOT, 'apps', 'web');

/**
 * Forgets the pages a web server regenerated into the build folder after the build (Next 16 keeps them
 * in .next/server/route-cache, and serves them before the build's own). npm test, load, bench and
 * cluster build apps/web/.next against CMSes of their own, and their servers regenerate pages there;
 * npm start then restores its build from turbo's cache over theirs, which leaves those pages in place.
 * Served once each (as stale, before Next renders them again), they showed another database's content,
 * and every image of it missing. The build's prerendered pages stay.
 */
export const forgetRegeneratedPages = (webDir = WEB_DIR) =>
  rmSync(path.join(webDir, '.next', 'server', 'route-cache'), { recursive: true, force: true });
