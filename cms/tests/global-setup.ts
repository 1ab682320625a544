import type { TestProject } from 'vitest/node';
import { startTestCms } from '../../scripts/lib/cms-test-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
  }
}

/** One real CMS (API only, SQLite copy of the seeded template) for the whole integration run. */
export default async function setup(project: TestProject) {
  const cms = await startTestCms();
  project.provide('cmsUrl', cms.url);
  return async () => {
    await cms.stop();
  };
}
