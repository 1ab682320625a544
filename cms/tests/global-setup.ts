import type { TestProject } from 'vitest/node';
import { startTestCms } from '@clinic/tools/cms-test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    /** The HTTP API of the mail capture that receives this CMS's emails (tools/src/mail-capture.ts). */
    mailUrl: string;
    /** The secret that capture's SMS gateway signs its webhooks with. */
    smsWebhookSecret: string;
    database: { client: 'sqlite' | 'postgres'; file: string; url: string | null };
    privateUploadsDir: string;
  }
}

/** One real CMS (API only, a copy of the seeded template database) for the whole integration run. */
export default async function setup(project: TestProject) {
  const cms = await startTestCms();
  project.provide('cmsUrl', cms.url);
  project.provide('mailUrl', cms.mailUrl);
  project.provide('smsWebhookSecret', cms.smsWebhookSecret);
  project.provide('privateUploadsDir', cms.privateUploadsDir);
  project.provide('database', { client: cms.databaseClient, file: cms.databaseFile, url: cms.databaseUrl });
  return async () => {
    await cms.stop();
  };
}
