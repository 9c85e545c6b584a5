// The blocks render plain <a href="/..."> (the packages know nothing of the router). This turns a
// plain left click on an internal page link into a client-side navigation, so the next page costs
// one `.data` request instead of a full document load. Everything else is left to the browser:
// modified clicks, other targets, downloads, other origins, same-page anchors and file URLs.
// Plain GET forms to a page of the site (the search forms) navigate on the client the same way;
// without JavaScript they submit as they are.
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

/** Where a GET form to a page of this site leads (`/suche?q=…`), or undefined to leave it be. */
export function formTarget(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  current: Location,
): string | undefined {
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') return undefined;
  if (form.target && form.target !== '_self') return undefined;
  if (form.hasAttribute('data-reload-document')) return undefined;
  const raw = form.getAttribute('action');
  if (raw !== null && (!raw.startsWith('/') || raw.startsWith('//'))) return undefined;
  const url = new URL(raw ?? current.href, current.href);
  if (url.origin !== current.origin) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter))
    if (typeof value === 'string') query.append(name, value);
  return url.pathname + (query.size ? `?${query}` : '');
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
    function onSubmit(event: SubmitEvent) {
      if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
      const to = formTarget(event.target, event.submitter, window.location);
      if (to === undefined) return;
      event.preventDefault();
      void navigate(to);
    }
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    };
  }, [navigate]);
}
