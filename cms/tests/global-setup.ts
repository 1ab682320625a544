import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startTestCms } from '@clinic/tools/cms-test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    /** The HTTP API of the mail capture that receives this CMS's emails (tools/src/mail-capture.ts). */
    mailUrl: string;
    /** The secret that capture's SMS gateway signs its webhooks with. */
    smsWebhookSecret: string;
    /** The app secret that capture's WhatsApp side signs its webhooks with, as Meta does. */
    whatsappAppSecret: string;
    /** The CMS's WHATSAPP_VERIFY_TOKEN, which Meta's subscription handshake offers. */
    whatsappVerifyToken: string;
    database: { client: 'sqlite' | 'postgres'; file: string; url: string | null };
    privateUploadsDir: string;
  }
}

/** One real CMS (API only, a copy of the seeded template database) for the whole integration run. */
export default async function setup(project: TestProject) {
  const cms = await startTestCms();
  const provided: ProvidedContext = {
    cmsUrl: cms.url,
    mailUrl: cms.mailUrl,
    smsWebhookSecret: cms.smsWebhookSecret,
    whatsappAppSecret: cms.whatsappAppSecret,
    whatsappVerifyToken: cms.whatsappVerifyToken,
    privateUploadsDir: cms.privateUploadsDir,
    database: { client: cms.databaseClient, file: cms.databaseFile, url: cms.databaseUrl },
  };
  for (const name of Object.keys(provided) as (keyof ProvidedContext)[]) project.provide(name, provided[name]);
  return async () => {
    await cms.stop();
  };
}
