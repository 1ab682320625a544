import path from 'node:path';
import { type Core, createStrapi } from '@strapi/strapi';
import { loadCmsEnvironment } from '../src/environment';

/**
 * Boots the compiled CMS without serving it, runs `task`, and shuts down; a failure ends the process
 * with exit 1. Such a task runs before or without the web app: there is no page cache to refresh.
 */
export const runWithLoadedCms = (task: (strapi: Core.Strapi) => Promise<void>) => {
  const main = async () => {
    loadCmsEnvironment({ WEB_REVALIDATE_URL: 'off' });
    const appDir = path.resolve(__dirname, '..', '..');
    const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist') });
    await strapi.load();
    try {
      await task(strapi);
    } finally {
      await strapi.destroy();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};
