import type { ExternalToast } from 'sonner';

type TToastKind = 'success' | 'error';

let isToasterWanted = false;
const toasterWatchers = new Set<() => void>();

const loadSonner = () => import('sonner');

/**
 * Raises a sonner toast, mounting the app's toaster on the first one. sonner (about 13 kB gzip) stays
 * out of every page's first load, where it competed with the largest paint; the app chrome fetches it
 * once the page has loaded and is idle, so a toast still shows when the network has gone since.
 * A toast raised before the toaster subscribes is not lost: sonner replays the active ones to it.
 */
function raise(kind: TToastKind, message: string, options?: ExternalToast): void {
  if (!isToasterWanted) {
    isToasterWanted = true;
    for (const watcher of toasterWatchers) watcher();
  }
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

/** Fetches sonner ahead of the first toast, without mounting anything. */
export const preloadToaster = () => {
  loadSonner().catch(() => {});
};

/**
 * Runs `task` once the page has loaded and the browser is idle, so code fetched ahead never competes
 * with the page's own first load. Returns the cancel for an effect's cleanup.
 */
export function runWhenPageIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(task, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(task, 1000);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/** Loads sonner when the page is idle (runWhenPageIdle), so the first toast shows at once. */
export const preloadToasterWhenIdle = () => runWhenPageIdle(preloadToaster);

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
