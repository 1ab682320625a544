import 'server-only';
import { type CmsClient, isCmsError } from '@clinic/cms-client';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/** A patient's own page, reached by a link: its title, never in a search engine, and no address of it worth sharing. */
export async function linkPageMetadata(
  params: Promise<{ lang: string }>,
  namespace: 'ManageBooking' | 'VisitReview' | 'WaitingEntry',
): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Locale, namespace });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * What the token in the link's cookie opens, read with `open`: without a cookie, or for a token that
 * opens nothing, the plain localized 404; null when the CMS turns this address away for a while.
 */
export async function openLinkedRecord<TRecord>(
  cookie: string,
  open: (client: CmsClient, token: string, options: { headers: Headers; cache: 'no-store' }) => Promise<TRecord>,
): Promise<TRecord | null> {
  const token = (await cookies()).get(cookie)?.value;
  if (!token) notFound();
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    return await open(client, token, { headers: forwarded, cache: 'no-store' });
  } catch (error) {
    if (isCmsError(error) && error.status === 404) notFound();
    if (isCmsError(error) && error.status === 429) return null;
    throw error;
  }
}
