import type { ExternalToast } from 'sonner';

type TToastKind = 'success' | 'error';

let isToasterWanted = false;
const toasterWatchers = new Set<() => void>();

/**
 * Raises a sonner toast, loading sonner (about 13 kB gzip) and mounting the app's toaster on the
 * first one: most visits raise none, and every page would otherwise load it before its largest paint.
 * A toast raised before the toaster subscribes is not lost: sonner replays the active ones to it.
 */
function raise(kind: TToastKind, message: string, options?: ExternalToast): void {
  if (!isToasterWanted) {
    isToasterWanted = true;
    for (const watcher of toasterWatchers) watcher();
  }
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: ExternalToast) => raise('success', message, options),
  error: (message: string, options?: ExternalToast) => raise('error', message, options),
};

/** For useSyncExternalStore in the app chrome: whether a toast has asked for the toaster yet. */
export function watchToasterWanted(onChange: () => void): () => void {
  toasterWatchers.add(onChange);
  return () => toasterWatchers.delete(onChange);
}

export const readToasterWanted = () => isToasterWanted;
