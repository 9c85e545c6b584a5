import { useEffect } from 'react';
import { renderWholePage } from '../PageRenderer/renderWholePage';

/** The product spec's delay between a navigation and the scroll to its hash (§2, §9). */
export const HASH_SCROLL_DELAY_MS = 1000;

function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The longest a smooth scroll is waited for when the browser reports no end (none to make). */
const SCROLL_END_FALLBACK_MS = 3000;

/**
 * Scrolls to the element a hash names (`#wirkung`), with the whole page rendered until the scroll
 * has ended, so that it lands where the element really is (see renderWholePage). Returns false when
 * there is none.
 */
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
  const release = renderWholePage(win);
  const smooth = !prefersReducedMotion(win);
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!smooth) {
    release();
    return true;
  }
  // A smooth scroll ends with `scrollend`; none comes when there was nothing to scroll, or in a
  // browser without the event: then the fallback.
  const done = () => {
    win.clearTimeout(fallback);
    win.removeEventListener('scrollend', done);
    release();
  };
  const fallback = win.setTimeout(done, SCROLL_END_FALLBACK_MS);
  win.addEventListener('scrollend', done);
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
