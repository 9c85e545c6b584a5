// What the prefetch does once the browser is idle (loaded then, by app/prefetch.ts, so it is no part
// of a page's first load): watch the internal links in view and get their next page ready, its
// route data (the `.data` a client navigation asks for, kept by the HTTP cache: pages allow
// stale-while-revalidate) and its blocks' code (<link rel="modulepreload"> for the chunks the data
// names). Never twice for the same page.
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { clientNavigationTarget } from '@healthsite/ui';
import { PREFETCH_IDLE_TIMEOUT_MS, cancelIdle, whenIdle, type IdleHandle } from './prefetch';

/** The single-fetch URL React Router asks for when it navigates to a path (`/x` → `/x.data`). */
export function routeDataUrl(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://site.invalid');
  const path = url.pathname === '/' ? '/_.data' : `${url.pathname.replace(/\/+$/, '')}.data`;
  return path + url.search;
}

/** The block chunks a page's route data names (`blocks.chunks`, see routes/page.tsx). */
export function chunksIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 6 || value === null || typeof value !== 'object') return found;
  const blocks = (value as { blocks?: { chunks?: unknown } }).blocks;
  if (blocks && Array.isArray(blocks.chunks)) {
    for (const chunk of blocks.chunks)
      if (typeof chunk === 'string' && chunk.startsWith('/assets/')) found.add(chunk);
    return found;
  }
  for (const child of Object.values(value)) chunksIn(child, found, depth + 1);
  return found;
}

const prefetched = new Set<string>();

function modulePreload(href: string) {
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/** Fetches a page's route data (into the HTTP cache) and preloads the code of its blocks. */
async function prefetchPage(path: string): Promise<void> {
  if (prefetched.has(path)) return;
  prefetched.add(path);
  try {
    const response = await fetch(routeDataUrl(path), { credentials: 'same-origin', priority: 'low' });
    if (!response.ok || !response.body) return;
    const decoded = await decodeViaTurboStream(response.body, window);
    await decoded.done;
    for (const chunk of chunksIn(decoded.value)) modulePreload(chunk);
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
