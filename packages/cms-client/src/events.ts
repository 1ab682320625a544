import type { CmsError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CmsErrorContext = {
  method: HttpMethod;
  /** The request URL with secrets (`access_token`) redacted, safe to send to a log. */
  url: string;
};

export type CmsErrorListener = (error: CmsError, context: CmsErrorContext) => void;

export type CmsEvents = {
  /** Subscribes to failed calls; returns the unsubscribe function. */
  on(type: 'error', listener: CmsErrorListener): () => void;
};

export type CmsEventHub = CmsEvents & {
  emitError(error: CmsError, context: CmsErrorContext): void;
};

export function createEventHub(): CmsEventHub {
  const listeners = new Set<CmsErrorListener>();

  return {
    on(_type, listener) {
      // A fresh wrapper per subscription, so subscribing the same function twice is two
      // subscriptions and each unsubscribe removes only its own.
      const subscription: CmsErrorListener = (error, context) => listener(error, context);
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    emitError(error, context) {
      for (const listener of [...listeners]) {
        try {
          listener(error, context);
        } catch {
          // Reporting must never change the outcome of the call: the caller still gets `error`.
        }
      }
    },
  };
}
