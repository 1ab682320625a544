import { seedDemo } from '../src/seed';
import { runWithLoadedCms } from './loaded-cms';

/** Seeds the demo content. */
runWithLoadedCms(async (strapi) => {
  const started = Date.now();
  await seedDemo(strapi);
  strapi.log.info(`Demo content seeded in ${Date.now() - started} ms`);
});
