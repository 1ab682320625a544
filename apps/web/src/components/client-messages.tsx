import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** The namespaces the error screens read, which can replace any part of a page. */
export const ERROR_SCREEN_NAMESPACES = ['ErrorPage', 'NotFound'] as const;

/** A message namespace that client components read. */
type TClientNamespace =
  | 'Admin'
  | 'Booking'
  | 'ContactForm'
  | 'Fees'
  | 'Forms'
  | 'ManageBooking'
  | 'PasswordReset'
  | 'Validation'
  | 'VisitReview'
  | 'WaitingEntry'
  | 'WaitingJoin';

/** A namespace, or a part of one by its dotted path (`Admin.move`, `Admin.detail.phone`). */
type TClientMessages = TClientNamespace | `${TClientNamespace}.${string}`;

type TMessageTree = { [key: string]: TMessageTree | string | undefined };

type ClientMessagesProps = {
  locale: Locale;
  /**
   * What the client components inside read (src/i18n/client-messages.test.ts works it out from their
   * source and checks each page gives it); the smallest parts that hold it, since all of it travels in
   * the page's HTML.
   */
  namespaces: readonly TClientMessages[];
  children: ReactNode;
};

/**
 * Hands client components the messages they read, and only those: the rest (every page's
 * server-rendered text) and other screens' messages would travel in every page's HTML for nothing
 * (the whole staff area's are 38-40 kB). A provider replaces its parent's messages, so each one also
 * carries the error screens'.
 */
export async function ClientMessages({ locale, namespaces, children }: ClientMessagesProps) {
  const messages: TMessageTree = await getMessages({ locale });
  const picked: TMessageTree = {};
  for (const path of [...ERROR_SCREEN_NAMESPACES, ...namespaces]) {
    const parts = path.split('.');
    const last = parts.pop() as string;
    let from: TMessageTree | string | undefined = messages;
    let into = picked;
    for (const part of parts) {
      from = typeof from === 'object' ? from[part] : undefined;
      into[part] ??= {};
      into = into[part] as TMessageTree;
    }
    into[last] = typeof from === 'object' ? from[last] : undefined;
  }
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
