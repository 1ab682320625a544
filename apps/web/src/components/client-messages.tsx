import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** The namespaces the error screens read, which can replace any part of a page. */
const ERROR_SCREEN_NAMESPACES = ['ErrorPage', 'NotFound'] as const;

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

type ClientMessagesProps = {
  locale: Locale;
  /** What the client components inside read; a missing one fails loudly in the e2e console check. */
  namespaces: readonly TClientNamespace[];
  children: ReactNode;
};

/**
 * Hands client components the messages they read, and only those: the rest (every page's
 * server-rendered text) and other screens' namespaces would travel in every page's HTML for nothing
 * (the staff area's and the booking's alone are about 8 kB). A provider replaces its parent's
 * messages, so each one also carries the error screens'.
 */
export async function ClientMessages({ locale, namespaces, children }: ClientMessagesProps) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(
    [...ERROR_SCREEN_NAMESPACES, ...namespaces].map((namespace) => [namespace, messages[namespace]]),
  );
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
