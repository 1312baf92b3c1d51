import { useSyncExternalStore } from 'react';
import { messages } from '../domain/messages';
import type { RouteRefusal } from '../../machines/routes';

/**
 * Why the address the user asked for was put back (RouteSync decides, after the chart): shown on the
 * page they land on until the chart moves on. One journey runs per page, so one notice is kept.
 */
let refusal: RouteRefusal | null = null;
const listeners = new Set<() => void>();

export function setRouteNotice(next: RouteRefusal | null): void {
  if (next === refusal) return;
  refusal = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const text: Record<RouteRefusal, string> = { notYet: messages.pageNotYet, notAvailable: messages.pageNotAvailable };

/**
 * The live region is there from the start and the notice is written into it, so screen readers
 * announce it (a region added together with its text is often not read).
 */
export function RouteNotice() {
  const current = useSyncExternalStore(subscribe, () => refusal);
  return (
    <div role="status" className={current ? 'notice' : undefined} data-testid="route-notice">
      {current && text[current]}
    </div>
  );
}
