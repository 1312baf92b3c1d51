import { useSyncExternalStore } from 'react';

/**
 * The address bar, read and written below the app's prefix (spec 1, 2: '/rsmedigitalfinancing'). The
 * app has two pages, the journey and the explorer, and the chart decides the journey's route, so the
 * History API is all the routing it needs.
 */
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

export interface AppLocation {
  /** Below the prefix, from its '/'. */
  pathname: string;
  search: string;
}

const listeners = new Set<() => void>();
let last: AppLocation = { pathname: '', search: '' };

function read(): AppLocation {
  const { pathname, search } = window.location;
  const inApp = (pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname) || '/';
  // The same object while nothing changed: React compares the snapshot by identity.
  if (last.pathname !== inApp || last.search !== search) last = { pathname: inApp, search };
  return last;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Where the browser is, below the prefix; re-renders on browser Back and Forward and on navigate(). */
export const useAppLocation = (): AppLocation => useSyncExternalStore(subscribe, read);

/** Goes to `to` (below the prefix): a new history entry, or in place of the current one. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = `${BASE}${to}`;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  listeners.forEach((listener) => listener());
}
