// Client-side navigation for what the packages' LinkRouterProvider (root.tsx) does not render:
// links in the app's own markup follow the packages' rules (`followWithRouter`: plain left clicks
// on internal page links; modified clicks, other targets, downloads, other origins, same-page
// anchors and file URLs stay the browser's), and GET forms to a page of the site (the search
// forms) navigate here too. Links in view are prefetched by prefetch-links.ts.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { followWithRouter } from '@healthsite/ui';

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

/** Links outside the packages' components and GET forms navigate on the client (see above). */
export function useInternalLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    // The same rules as the packages' links (a click they handled is defaultPrevented here).
    const router = { navigate: (to: string) => void navigate(to) };
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      followWithRouter(event, anchor, router);
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
