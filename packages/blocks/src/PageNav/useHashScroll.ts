import { useEffect } from 'react';

/** The product spec's delay between a navigation and the scroll to its hash (§2, §9). */
export const HASH_SCROLL_DELAY_MS = 1000;

function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls to the element a hash names (`#wirkung`). Returns false when there is none. */
export function scrollToHash(hash: string, win: Window = window): boolean {
  if (hash.length < 2 || !hash.startsWith('#')) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = win.document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion(win) ? 'auto' : 'smooth', block: 'start' });
  return true;
}

export interface HashScrollOptions {
  /** Changes on every navigation (e.g. the router's location key); the scroll re-runs then. */
  navigationKey?: unknown;
  delayMs?: number;
}

/**
 * After a navigation, waits ~1 s (images and late blocks settle the layout) and then scrolls
 * smoothly to the element named by the URL hash; instantly for people who prefer reduced motion.
 * Also follows later hash changes on the same page.
 */
export function useHashScroll({
  navigationKey,
  delayMs = HASH_SCROLL_DELAY_MS,
}: HashScrollOptions = {}): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (window.location.hash) timer = setTimeout(() => scrollToHash(window.location.hash), delayMs);
    };
    schedule();
    window.addEventListener('hashchange', schedule);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', schedule);
    };
  }, [navigationKey, delayMs]);
}
