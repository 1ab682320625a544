import 'server-only';
import { createCmsClient } from '@clinic/cms-client';
import { readServerEnv } from '@/env';

/**
 * The anonymous CMS client for public content. It never carries a token, so public pages stay
 * cacheable; failures are logged on the server (the client's error event). A 404 is an answer (an
 * unknown id, a missing picture), not a failure, and is not logged.
 */
export const getPublicCmsClient = () =>
  createCmsClient({
    baseUrl: readServerEnv().CMS_URL,
    onError: (error) => {
      if (error.status !== 404) console.error(`[cms] ${error.status} ${error.name}: ${error.message}`);
    },
  });
