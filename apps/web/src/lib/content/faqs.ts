import 'server-only';
import type { Faq, Locale } from '@clinic/cms-client';
import { cache } from 'react';
import { listContent } from '../cms';

/** Editors order questions with sortOrder; ties keep the order they were written in. */
export const sortFaqs = (faqs: readonly Faq[]): Faq[] =>
  [...faqs].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.createdAt.localeCompare(b.createdAt));

/** Sorted here too, so a question without a sortOrder lands where it does on the who-we-are page. */
export const listFaqs = cache(
  async (locale: Locale): Promise<Faq[]> =>
    sortFaqs(await listContent('faqs', { locale, sort: ['sortOrder:asc', 'createdAt:asc'] }, 'faq')),
);
