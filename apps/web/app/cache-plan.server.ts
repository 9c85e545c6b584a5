// What the page cache may do with a request: the key names exactly what the render depends on, and
// nothing a visitor can vary at will.
//
//  - Content pages (routes/page.tsx) depend on the content version and the page the path resolves
//    to, never on the query string: `/?x=<random>` is `/`. A path that resolves to a page under
//    another spelling (`/produkte//care`, `/produkte/%63are`) is redirected to the page's own path;
//    every path that resolves to no page shares the one not-found entry of its locale.
//  - Other routes name the query parameters they read (`pageCachePolicies`, by route id); a route
//    not listed there is never cached (the newsletter's link pages, anything added later until it
//    is listed). The table lives here, on the server, not in the route modules' `handle` (which
//    every browser would download).
//  - `.data` requests (client navigations) are keyed like their page, plus `_routes`.
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { contentClient } from './content.server';
import { localeOfPath } from './locale';
import type { CachePlan } from '../lib/page-server.ts';

export type { CachePlan };

/**
 * How a route may be cached: `'content-page'` (keyed by the page its path resolves to) or the query
 * parameters it reads.
 */
export type PageCachePolicy = 'content-page' | { params: readonly string[] };

/** The routes that may be cached, by their id in routes.ts. */
export const pageCachePolicies: Readonly<Record<string, PageCachePolicy>> = {
  'de-home': 'content-page',
  'de-page': 'content-page',
  'en-home': 'content-page',
  'en-page': 'content-page',
  'search-index': { params: ['v'] },
  'legal-texts': { params: ['v'] },
};

interface RouteTable {
  tree: RouteObject[];
  policies: Map<string, PageCachePolicy>;
  /** Route id by path, as matched before (matching ranks every route on each call). */
  matched: LRUCache<string, { id: string | undefined }>;
}

const tables = new WeakMap<ServerBuild['routes'], RouteTable>();

/** React Router's flat route manifest as the tree `matchRoutes` wants. */
function routeTable(routes: ServerBuild['routes']): RouteTable {
  let table = tables.get(routes);
  if (table) return table;
  const nodes = new Map<string, RouteObject & { children: RouteObject[] }>();
  const policies: RouteTable['policies'] = new Map();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index as false | undefined,
      caseSensitive: route.caseSensitive,
      children: [],
    });
    const policy = pageCachePolicies[route.id];
    if (policy) policies.set(route.id, policy);
  }
  const tree: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  for (const node of nodes.values()) if (node.children.length === 0) delete (node as RouteObject).children;
  table = { tree, policies, matched: new LRUCache({ max: 2_000 }) };
  tables.set(routes, table);
  return table;
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The plan for a GET or HEAD request's URL. */
export async function cachePlan(routes: ServerBuild['routes'], url: URL): Promise<CachePlan> {
  const data = url.pathname.endsWith('.data');
  const routePath = data ? url.pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : url.pathname;
  const { tree, policies, matched } = routeTable(routes);
  let known = matched.get(routePath);
  if (!known) matched.set(routePath, (known = { id: matchRoutes(tree, routePath)?.at(-1)?.route.id }));
  const match = known.id;
  const policy = match ? policies.get(match) : undefined;
  if (!policy) return { kind: 'bypass' };

  const client = contentClient();
  try {
    await client.getSites(); // revalidates when due, so a CMS edit changes the version
  } catch {
    return { kind: 'bypass' }; // no content yet: the route answers with its error page
  }
  const version = client.version ?? '';
  const suffix = data
    ? `.data?_routes=${(url.searchParams.get('_routes') ?? '').split(',').sort().join(',')}`
    : '';

  if (policy === 'content-page') {
    const found = await client.pageByUrl(routePath);
    if (!found)
      return { kind: 'cache', key: `${version}\u0000not-found:${localeOfPath(routePath).code}${suffix}` };
    // Compared decoded: `/%C3%BCber-uns` is the page `/über-uns`, not another spelling of it.
    if (!data && decoded(url.pathname) !== found.path)
      return { kind: 'redirect', location: encodeURI(found.path) + url.search };
    return { kind: 'cache', key: `${version}\u0000${found.path}${suffix}` };
  }
  const query = policy.params.map((name) => `${name}=${url.searchParams.get(name) ?? ''}`).join('&');
  return { kind: 'cache', key: `${version}\u0000${routePath}?${query}${suffix}` };
}
