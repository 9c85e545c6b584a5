// What the prefetch does once the browser is idle (loaded then, by app/prefetch.ts, so it is no part
// of a page's first load): watch the internal links in view and get their next page ready, its
// route data (the `.data` a client navigation asks for, kept by the HTTP cache: pages allow
// stale-while-revalidate), its blocks' code (<link rel="modulepreload"> for the chunks the data
// names) and their stylesheets (<link rel="prefetch">, into the HTTP cache, where the page's
// stylesheet links find them). Never twice for the same page.
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { clientNavigationTarget } from '@healthsite/ui';
import { PREFETCH_IDLE_TIMEOUT_MS, cancelIdle, whenIdle, type IdleHandle } from './prefetch';
import { viewOf, type RouteView } from './route-view';

/** The single-fetch URL React Router asks for when it navigates to a path (`/x` → `/x.data`). */
export function routeDataUrl(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://site.invalid');
  const path = url.pathname === '/' ? '/_.data' : `${url.pathname.replace(/\/+$/, '')}.data`;
  return path + url.search;
}

/** What a page's view names for its blocks (routes/page.tsx, blocks.server.ts). */
interface BlockAssets {
  blocks?: { chunks?: unknown; styles?: unknown };
}

const assetsOf = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.filter((href): href is string => typeof href === 'string' && href.startsWith('/assets/'))
    : [];

/**
 * The block chunks and stylesheets a page's route data names: the `blocks` of the view that its
 * route's data carries (as JSON text, read with route-view.ts's `viewOf`).
 */
export function blockAssetsIn(
  value: unknown,
  found = { chunks: new Set<string>(), styles: new Set<string>() },
  depth = 0,
): { chunks: Set<string>; styles: Set<string> } {
  if (depth > 6 || value === null || typeof value !== 'object') return found;
  const data = value as Partial<RouteView<BlockAssets>>;
  if (typeof data.view === 'string' && data.view !== '') {
    const { blocks } = viewOf(data as RouteView<BlockAssets>);
    for (const href of assetsOf(blocks?.chunks)) found.chunks.add(href);
    for (const href of assetsOf(blocks?.styles)) found.styles.add(href);
    return found;
  }
  for (const child of Object.values(value)) blockAssetsIn(child, found, depth + 1);
  return found;
}

const prefetched = new Set<string>();

/** A module preload, or a stylesheet's prefetch (the browser has it unless the head names it). */
function preload(href: string, rel: 'modulepreload' | 'prefetch') {
  // This page's stylesheets are in the head's style element (its hrefs) or stylesheet links.
  const selector = `link[href="${CSS.escape(href)}"],style[data-href~="${CSS.escape(href)}"]`;
  if (document.head.querySelector(selector)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

/** Fetches a page's route data (into the HTTP cache) and preloads its blocks' code and styles. */
async function prefetchPage(path: string): Promise<void> {
  if (prefetched.has(path)) return;
  prefetched.add(path);
  try {
    const response = await fetch(routeDataUrl(path), { credentials: 'same-origin', priority: 'low' });
    if (!response.ok || !response.body) return;
    const decoded = await decodeViaTurboStream(response.body, window);
    await decoded.done;
    const { chunks, styles } = blockAssetsIn(decoded.value);
    for (const href of styles) preload(href, 'prefetch');
    for (const href of chunks) preload(href, 'modulepreload');
  } catch {
    // a prefetch that fails costs nothing: the navigation fetches as usual
    prefetched.delete(path);
  }
}

/** Watches the internal links of the document; returns how to stop. */
export function watchLinks(): () => void {
  const here = window.location.pathname + window.location.search;
  const pending = new Set<IdleHandle>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const target = clientNavigationTarget(entry.target as HTMLAnchorElement, window.location);
      if (!target) continue;
      const path = target.split('#')[0]!;
      if (path === here || prefetched.has(path)) continue;
      const handle = whenIdle(() => {
        pending.delete(handle);
        void prefetchPage(path);
      }, PREFETCH_IDLE_TIMEOUT_MS);
      pending.add(handle);
    }
  });
  const observe = (root: ParentNode) => {
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) observer.observe(anchor);
  };
  observe(document);
  // Links that appear later (a block's code arrived, a menu opened) are watched too.
  const mutations = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node instanceof HTMLAnchorElement && node.getAttribute('href')?.startsWith('/'))
          observer.observe(node);
        else if (node instanceof Element) observe(node);
      }
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    for (const handle of pending) cancelIdle(handle);
    observer.disconnect();
    mutations.disconnect();
  };
}
