import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** The props of a lazily loaded component that opens and closes (a dialog, a flyout's panel). */
export type OnFirstOpenProps<P extends { open: boolean }> = P & {
  /** Shown until the first opening, while the code loads and after a failed load (default: nothing). */
  fallback?: ReactNode;
  /**
   * The code failed to load (offline, a deployment replaced the chunk): close, so that the next
   * opening tries again.
   */
  onLoadError?: () => void;
};

export interface LazyComponent<P extends { open: boolean }> {
  /**
   * Mounts the component when `open` first becomes true (its code loads then, if not preloaded)
   * and keeps it mounted, so it can animate closed and opens at once the next time. A failed load
   * renders `fallback` and calls `onLoadError`; the next opening loads again.
   */
  OnFirstOpen: (props: OnFirstOpenProps<P>) => ReactNode;
  /** Starts loading the code, e.g. when the pointer or focus reaches the control that opens it. */
  preload: () => void;
}

/**
 * A component whose code loads on first use: the site chrome's dialogs (legal texts, store drawer)
 * and the search panel are opened by few visitors, so their code and Radix's dialog stay out of
 * every page's first load. A failed load is not an error of the page (unlike a route's chunk, which
 * the root boundary answers with a reload): the dialog stays closed and the next opening retries.
 */
export function lazyComponent<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded = false;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = true;
        return { default: component };
      });
      // A failed load (offline) may be retried by the next intent.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  // React.lazy keeps a rejected load for good, so a failure gets a fresh one for the next opening.
  let Lazy = lazy(start);
  const renew = () => {
    Lazy = lazy(start);
  };

  interface BoundaryProps {
    open: boolean;
    fallback: ReactNode;
    onLoadError: (() => void) | undefined;
    children: ReactNode;
  }
  interface BoundaryState {
    open: boolean;
    /** What was thrown, and whether it was the load (else the loaded component's rendering). */
    failure: { error: unknown; load: boolean } | undefined;
  }

  /** Catches a failed load; passes on anything the loaded component throws. */
  class LoadBoundary extends Component<BoundaryProps, BoundaryState> {
    override state: BoundaryState = { open: this.props.open, failure: undefined };

    static getDerivedStateFromProps(
      props: BoundaryProps,
      state: BoundaryState,
    ): Partial<BoundaryState> | null {
      if (props.open === state.open) return null;
      // The next opening tries again.
      return { open: props.open, failure: props.open ? undefined : state.failure };
    }

    static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
      return { failure: { error, load: !loaded } };
    }

    override componentDidCatch() {
      if (!this.state.failure?.load) return;
      renew();
      this.props.onLoadError?.();
    }

    override render() {
      const { failure } = this.state;
      if (!failure) return this.props.children;
      // Not ours: the next boundary up (the route's) shows it.
      if (!failure.load) throw failure.error;
      return this.props.fallback;
    }
  }

  function OnFirstOpen({ fallback = null, onLoadError, ...rest }: OnFirstOpenProps<P>) {
    const props = rest as unknown as P;
    const opened = useOpenedOnce(props.open);
    if (!opened) return fallback;
    return (
      <LoadBoundary open={props.open} fallback={fallback} onLoadError={onLoadError}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }

  return { OnFirstOpen, preload: () => void start().catch(() => undefined) };
}

/**
 * True from the first time `open` is true: a lazily loaded dialog (the chrome's, or an app's such
 * as the finder in SiteLayout's slot) mounts when first opened and then stays mounted, so it can
 * animate closed and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
