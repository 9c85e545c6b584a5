// The blocks render plain <a href="/..."> (the packages know nothing of the router). This turns a
// plain left click on an internal page link into a client-side navigation, so the next page costs
// one `.data` request instead of a full document load. Everything else is left to the browser:
// modified clicks, other targets, downloads, other origins, same-page anchors and file URLs.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export function internalTarget(anchor: HTMLAnchorElement, current: Location): string | undefined {
  const raw = anchor.getAttribute('href');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-reload-document')) return undefined;
  const url = new URL(raw, current.href);
  if (url.origin !== current.origin) return undefined;
  if (/\.[a-z0-9]{1,5}$/i.test(url.pathname)) return undefined; // a file, not a page
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return undefined;
  return url.pathname + url.search + url.hash;
}

export function useInternalLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const to = internalTarget(anchor, window.location);
      if (to === undefined) return;
      event.preventDefault();
      void navigate(to);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
