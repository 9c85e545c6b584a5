import { createContext, useContext, type ReactNode } from 'react';

/**
 * How internal links navigate: the site's router (React Router's `navigate`, Next's
 * `router.push`, …). Without a provider links are plain anchors and the browser loads the page.
 */
export interface LinkRouter {
  navigate(to: string): void;
}

const LinkRouterContext = createContext<LinkRouter | null>(null);

export interface LinkRouterProviderProps {
  /** Called with the path (with search and hash) of an internal link the visitor followed. */
  navigate: (to: string) => void;
  children?: ReactNode;
}

/**
 * Gives every `Link`, `Button` with `href` and `RichText` link below it client-side navigation:
 * a plain click on an internal page link calls `navigate` instead of loading a document. The
 * packages know nothing of the router; the app puts this at its root.
 */
export function LinkRouterProvider({ navigate, children }: LinkRouterProviderProps) {
  return <LinkRouterContext.Provider value={{ navigate }}>{children}</LinkRouterContext.Provider>;
}

/** The router of the nearest `LinkRouterProvider`, or null. */
export function useLinkRouter(): LinkRouter | null {
  return useContext(LinkRouterContext);
}

/** What `clientNavigationTarget` needs to know about the current page. */
export interface CurrentLocation {
  href: string;
  origin: string;
  pathname: string;
  search: string;
}

/**
 * Where a plain click on this anchor should navigate client-side, or undefined to leave it to the
 * browser: links to another origin or a file (an extension), downloads, other targets,
 * `data-reload-document`, and same-page anchors (the browser scrolls) are the browser's.
 */
export function clientNavigationTarget(
  anchor: Pick<Element, 'getAttribute' | 'hasAttribute'>,
  current: CurrentLocation,
): string | undefined {
  const raw = anchor.getAttribute('href');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-reload-document')) return undefined;
  const url = new URL(raw, current.href);
  if (url.origin !== current.origin) return undefined;
  if (/\.[a-z0-9]{1,5}$/i.test(url.pathname)) return undefined;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return undefined;
  return url.pathname + url.search + url.hash;
}

interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
}

/**
 * Follows a click on `anchor` with the router when it is a plain left click on an internal page
 * link; returns whether it did. Modified clicks (new tab, download) stay the browser's.
 */
export function followWithRouter(
  event: ClickLike,
  anchor: Pick<Element, 'getAttribute' | 'hasAttribute'> | null,
  router: LinkRouter | null,
  current: CurrentLocation = window.location,
): boolean {
  if (!router || !anchor || event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const to = clientNavigationTarget(anchor, current);
  if (to === undefined) return false;
  event.preventDefault();
  router.navigate(to);
  return true;
}
