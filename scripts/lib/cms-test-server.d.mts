export declare const defaultTemplateDir: () => string;
export declare const TEST_ACCOUNTS: { staff: { email: string; password: string } };
export declare const testCmsEnv: (overrides?: Record<string, string>) => NodeJS.ProcessEnv;
export declare const createTemplate: (templateDir?: string) => string;
export declare const startTestCms: (options?: { templateDir?: string; env?: Record<string, string> }) => Promise<{
  url: string;
  /** The HTTP API of this CMS's mail capture: `GET ${mailUrl}/messages?to=…`, `DELETE ${mailUrl}/messages`. */
  mailUrl: string;
  databaseClient: 'sqlite' | 'postgres';
  databaseFile: string;
  databaseUrl: string | null;
  privateUploadsDir: string;
  output: () => string;
  stop: () => Promise<void>;
}>;
