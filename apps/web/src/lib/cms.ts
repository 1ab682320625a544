import 'server-only';
import { createCmsClient } from '@clinic/cms-client';
import { readServerEnv } from '@/env';

/**
 * The anonymous CMS client for public content. It never carries a token, so public pages stay
 * cacheable; failures are logged on the server (spec section 8's error event).
 */
export const getPublicCmsClient = () =>
  createCmsClient({
    baseUrl: readServerEnv().CMS_URL,
    onError: (error) => console.error(`[cms] ${error.status} ${error.name}: ${error.message}`),
  });
