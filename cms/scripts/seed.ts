import path from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { seedDemo } from '../src/seed';

/** Boots the compiled CMS without serving it, seeds the demo content, and shuts down. */
const main = async () => {
  // The seed runs before the web app is built from what it writes: there is no page cache to refresh yet.
  process.env.WEB_REVALIDATE_URL = 'off';
  const appDir = path.resolve(__dirname, '..', '..');
  const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist') });
  await strapi.load();
  const started = Date.now();
  try {
    await seedDemo(strapi, process.env);
    strapi.log.info(`Demo content seeded in ${Date.now() - started} ms`);
  } finally {
    await strapi.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
