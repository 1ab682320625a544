import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import arMessages from '../../messages/ar.json';
import enMessages from '../../messages/en.json';
import type { Locale } from '@/i18n/routing';

const MESSAGES = { en: enMessages, ar: arMessages } as const;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type RenderOptions = {
  locale?: Locale;
  /** Answers already in the query cache, as [queryKey, data] pairs: the screen shows them without fetching. */
  queries?: [readonly unknown[], unknown][];
};

/**
 * Renders a client component into the test's DOM (happy-dom) with what a client island has
 * around it: its language's messages and a query client. Returns the container, and `act` for
 * changes made from the test.
 */
export async function render(node: ReactNode, { locale = 'en', queries = [] }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Africa/Cairo">
        <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
      </NextIntlClientProvider>,
    );
  });
  return {
    container,
    /** Clicks an element as a user would, letting React finish what the click starts. */
    click: (element: Element | null) =>
      act(async () => {
        if (!element) throw new Error('Nothing to click');
        (element as HTMLElement).click();
      }),
    unmount: () => act(async () => root?.unmount()),
  };
}

/** The text of each element matching a selector, trimmed. */
export function textsOf(container: ParentNode, selector: string): string[] {
  return [...container.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');
}
