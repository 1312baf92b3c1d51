import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * A component (a screen, mostly) whose code may arrive later. Once its module has resolved,
 * `component` is there to be rendered synchronously: no Suspense boundary is involved, so a screen
 * that was preloaded appears in the same commit as the state that names it (React holds a revealed
 * Suspense boundary back ~300 ms, which made each new screen take 300 ms more).
 */
export interface ComponentLoader {
  readonly component: ComponentType | null;
  readonly state: LoadState;
  /** Starts the download once; later calls share it. A failed download may be started again. */
  load(): Promise<ComponentType>;
  /** Hears of every change of state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A component in the start page's own chunk: loaded from the first render. */
export function eagerComponent(component: ComponentType): ComponentLoader {
  return { component, state: 'loaded', load: () => Promise.resolve(component), subscribe: () => () => undefined };
}

/** A component in its own chunk, fetched by `importer` the first time it is wanted. */
export function lazyComponent(importer: () => Promise<{ default: ComponentType }>): ComponentLoader {
  const listeners = new Set<() => void>();
  let component: ComponentType | null = null;
  let state: LoadState = 'idle';
  let pending: Promise<ComponentType> | null = null;
  const set = (next: LoadState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    get component() {
      return component;
    },
    get state() {
      return state;
    },
    load() {
      if (component) return Promise.resolve(component);
      if (!pending) {
        set('loading');
        pending = importer().then(
          (module) => {
            component = module.default;
            set('loaded');
            return module.default;
          },
          (error: unknown) => {
            pending = null;
            set('failed');
            throw error;
          },
        );
      }
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Starts the download of each component not yet loaded; a failure is left to its own load. */
export function preload(loaders: Iterable<ComponentLoader>): void {
  for (const loader of loaders) if (loader.state === 'idle') loader.load().catch(() => undefined);
}

/** The component once loaded (null until then), and its loading state; the download starts on the first render. */
export function useLoaded(loader: ComponentLoader): { state: LoadState; Component: ComponentType | null } {
  const state = useSyncExternalStore(loader.subscribe, () => loader.state);
  useEffect(() => {
    if (state === 'idle') loader.load().catch(() => undefined);
  }, [loader, state]);
  return { state, Component: loader.component };
}
