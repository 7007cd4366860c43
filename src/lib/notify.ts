import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts through sonner, loaded on the first toast rather than with the first page: sonner (with its injected
 * CSS) is ~10 KB gzip, and the sign-in page has a 150 KB budget (DESIGN §9) while most visits never toast.
 * <ToastHost/> (components/ui/toast-host) mounts sonner's <Toaster> once a toast is asked for; a toast waits
 * until a Toaster is mounted, because sonner does not replay toasts emitted before its Toaster subscribed.
 */

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | undefined;
let requested = false;
let mountedHosts = 0;
let waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

function whenHostMounted(): Promise<void> {
  return mountedHosts > 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void Promise.all([loadSonner(), whenHostMounted()]).then(([{ toast }]) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  // The id collapses identical errors (e.g. several calls failing with 401 at once) into one toast.
  error: (message: string, options?: ExternalToast) => show('error', message, { id: message, ...options }),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};

// --- for ToastHost ---

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastRequested(): boolean {
  return requested;
}

/** Called by the mounted Toaster; returns the unmount callback. */
export function registerToastHost(): () => void {
  mountedHosts += 1;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve();
  return () => {
    mountedHosts -= 1;
  };
}

/**
 * Drops toasts still waiting for a host. For tests: the client test files share this module per worker, and a
 * toast asked for after one file's page was unmounted must not appear on the next file's page.
 */
export function dropWaitingToasts(): void {
  waiting = [];
}
