import { lazy, useState, type ComponentType } from 'react';

export interface LazyComponent<P> {
  /** Render inside `<Suspense>`: suspends until the code has loaded (once). */
  Component: ComponentType<P>;
  /** Starts loading the code, e.g. when the pointer or focus reaches the control that opens it. */
  preload: () => void;
}

/**
 * A component whose code loads on first use: the site chrome's dialogs (legal texts, store drawer)
 * are opened by few visitors, so their code and Radix's dialog stay out of every page's first load.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => ({ default: component }));
      // A failed load (offline) may be retried by the next intent.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => void start().catch(() => undefined),
  };
}

/**
 * True from the first time `open` is true: a lazily loaded dialog mounts when first opened and then
 * stays mounted, so it can animate closed and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
