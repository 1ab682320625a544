import 'server-only';
import { type CmsClient, createCmsClient } from '@clinic/cms-client';
import { headers } from 'next/headers';
import { readServerEnv } from '@/env';
import { cmsClientSettings } from './cms';
import { readVisitorAddress } from './visitor-address';

/**
 * A CMS client for one visitor's request (a booking, a staff sign-in), with the headers that
 * forward their address: the CMS then rate-limits each person, not this server. Without the proxy
 * secret the CMS ignores X-Forwarded-For, so nothing is forwarded. A `token` travels as a Bearer
 * header.
 */
export async function createVisitorCmsClient(token?: string): Promise<{ client: CmsClient; forwarded: Headers }> {
  const { WEB_PROXY_SECRET } = readServerEnv();
  const forwarded = new Headers();
  if (WEB_PROXY_SECRET) {
    forwarded.set('x-clinic-proxy-secret', WEB_PROXY_SECRET);
    forwarded.set('x-forwarded-for', readVisitorAddress(await headers()));
  }
  const client = createCmsClient(cmsClientSettings());
  return { client: token ? client.withToken(token) : client, forwarded };
}
