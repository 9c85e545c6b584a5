// Prefetch (product spec §9, "prefetch idle timeout 2000 ms"): once the browser is idle (at the
// latest 2000 ms after a page has rendered), the site's internal links that are in the viewport,
// and those that scroll into it later, get their next page ready (route data and blocks' code:
// app/prefetch-links.ts, loaded only then). Never on a connection that asks to save data or is
// metered, cellular or slow.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
  metered?: boolean;
  type?: string;
}

/** Whether this connection may be used for work the visitor did not ask for. */
export function mayPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData || connection.metered) return false;
  if (connection.type === 'cellular') return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export type IdleHandle = ReturnType<typeof setTimeout> | number;
export const whenIdle = (callback: () => void, timeout: number): IdleHandle =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, { timeout })
    : setTimeout(callback, timeout);
export const cancelIdle = (handle: IdleHandle) =>
  typeof cancelIdleCallback === 'function' && typeof handle === 'number'
    ? cancelIdleCallback(handle)
    : clearTimeout(handle);

/**
 * Prefetches the internal links in view once the browser is idle after a page rendered. `enabled`
 * false (a draft preview, whose pages are never cached) does nothing. Marks the document
 * `data-prefetch="on"` or `"off"` once it has decided (tests wait for that).
 */
export function usePrefetchVisibleLinks(enabled: boolean): void {
  const location = useLocation();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (!enabled || !mayPrefetch(connection) || typeof IntersectionObserver !== 'function') {
      document.documentElement.dataset.prefetch = 'off';
      return;
    }
    let stop: (() => void) | undefined;
    let stopped = false;
    const start = whenIdle(() => {
      void import('./prefetch-links').then(({ watchLinks }) => {
        if (stopped) return;
        stop = watchLinks();
        document.documentElement.dataset.prefetch = 'on';
      });
    }, PREFETCH_IDLE_TIMEOUT_MS);
    return () => {
      stopped = true;
      cancelIdle(start);
      stop?.();
    };
  }, [enabled, location.key]);
}
