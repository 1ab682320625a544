import type { Core } from '@strapi/strapi';
import { PUBLIC_READ } from './permissions';
import { readCmsEnvironment } from '../environment';

const PREVIEW_TOKEN_NAME = 'Site preview';

type ApiTokenService = {
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  revoke(id: number): Promise<unknown>;
  hash(accessKey: string): string;
};

/**
 * The credential the web server reads editors' drafts with, for Preview: an API token whose key is
 * PREVIEW_API_TOKEN (shared with the web server, never shown to a browser), allowed to read the public
 * content and nothing else, drafts included (see policies/drafts-need-preview.ts). Set at every boot,
 * like the roles: a key changed in `.env` replaces the old one, permissions added in Settings are
 * taken back, and without a key there is no such token.
 */
export const ensurePreviewToken = async (strapi: Core.Strapi) => {
  const accessKey = readCmsEnvironment().PREVIEW_API_TOKEN;
  const tokens = strapi.service('admin::api-token') as unknown as ApiTokenService;
  const stored = (await strapi.db.query('admin::api-token').findOne({ where: { name: PREVIEW_TOKEN_NAME } })) as {
    id: number;
  } | null;
  if (!accessKey) {
    if (stored) await tokens.revoke(stored.id);
    strapi.log.info('PREVIEW_API_TOKEN is empty: Preview in the admin panel shows no drafts');
    return;
  }
  const attributes = {
    type: 'custom',
    description: 'The web server reads drafts with it for Preview. Set from PREVIEW_API_TOKEN at every start.',
    permissions: PUBLIC_READ,
  };
  const token = stored ?? (await tokens.create({ name: PREVIEW_TOKEN_NAME, lifespan: null, ...attributes }));
  if (stored) await tokens.update(stored.id, attributes);
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(value: string): string };
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(accessKey), encryptedKey: encryption.encrypt(accessKey) },
  });
};
