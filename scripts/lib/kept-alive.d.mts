export declare const readKeepAliveHeaders: (
  url: string,
) => Promise<{ connection: string | undefined; keepAlive: string | undefined }>;
