// Scroll positions as the spec asks (§2): restored by hand on back/forward (and on a reload), the
// top of the page on a new route, and a URL's #hash scrolled to smoothly about 1 s after the
// navigation (on the first load too; instantly for visitors who prefer reduced motion), when the
// new page's images and late blocks have settled the layout. Replaces React Router's
// <ScrollRestoration>, which jumps to a hash at once.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { HASH_SCROLL_DELAY_MS, renderWholePage, scrollToHash } from '@healthsite/blocks/render';

const STORAGE_KEY = 'healthsite:scroll-positions';
/** Positions kept per history entry (the oldest are dropped beyond this). */
const MAX_POSITIONS = 100;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(stored) ? stored : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // storage full or denied: positions live as long as the page
  }
}

/**
 * Scrolls to the element the hash names; when focus was lost with the previous page (it is on the
 * body), the element takes it, so keyboard and screen-reader users continue where the page shows.
 */
function arriveAt(hash: string) {
  const target = scrollToHash(hash);
  if (!target || (document.activeElement && document.activeElement !== document.body)) return;
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Back to a saved position, with the parts above it at their real heights (see renderWholePage). */
const restore = (y: number) => renderWholePage(() => window.scrollTo(0, y));

export function useScrollManagement(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef<{ key: string; pathname: string } | null>(null);

  // The browser must not restore on its own (it would, before the new page has rendered); a
  // reload or a return from another site restores from what was saved when the page was left.
  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    // Kept as it changes (the browser fires scroll at most once a frame), and once more when the
    // visitor goes back or forward: popstate comes before the router renders the other entry,
    // while the page being left still shows, even if its last scroll event has not been fired yet.
    const keep = () => {
      if (current.current) positions.current?.set(current.current.key, window.scrollY);
    };
    const onPageHide = () => {
      keep();
      if (positions.current) writePositions(positions.current);
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', keep, { passive: true });
    window.addEventListener('popstate', keep);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', keep);
      window.removeEventListener('popstate', keep);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    const saved = positions.current.get(location.key);
    let hashTimer: ReturnType<typeof setTimeout> | undefined;
    const scrollToHashSoon = () => {
      hashTimer = setTimeout(() => arriveAt(location.hash), HASH_SCROLL_DELAY_MS);
    };

    if (previous === null) {
      // First load: a reload or a return restores; a #hash in the address (the browser may already
      // have jumped there) is scrolled to once the page has settled.
      if (navigationType === 'POP' && saved !== undefined && !location.hash) restore(saved);
      else if (location.hash) scrollToHashSoon();
    } else if (navigationType === 'POP' && saved !== undefined) {
      // Back and forward: where the visitor was.
      restore(saved);
    } else if (location.pathname !== previous.pathname || navigationType !== 'POP') {
      // A new route starts at the top; its #hash comes into view after the delay.
      if (location.pathname !== previous.pathname || !location.hash) window.scrollTo(0, 0);
      if (location.hash) scrollToHashSoon();
    } else if (location.hash) {
      // A #hash on the same page (an in-page link the browser followed): settle on it.
      scrollToHashSoon();
    }
    return () => clearTimeout(hashTimer);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
