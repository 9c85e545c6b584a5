import { useEffect } from 'react';
import { renderWholePage } from '../PageRenderer/renderWholePage';

/** The product spec's delay between a navigation and the scroll to its hash (§2, §9). */
export const HASH_SCROLL_DELAY_MS = 1000;

function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls to the element a hash names (`#wirkung`), where it really is (see renderWholePage).
 * Returns that element, or null when there is none.
 */
export function scrollToHash(hash: string, win: Window = window): HTMLElement | null {
  let target: HTMLElement | null = null;
  try {
    if (hash.startsWith('#')) target = win.document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape (`#%E0%A4%A`) names no element.
  }
  if (target) {
    const behavior = prefersReducedMotion(win) ? 'auto' : 'smooth';
    renderWholePage(() => target.scrollIntoView({ behavior, block: 'start' }), win);
  }
  return target;
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
