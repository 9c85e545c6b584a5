// Production server of the web app: `node server.ts` (Node 24 strips the types).
//   1. /x/ -> /x (301, query kept), except /
//   2. static files from build/client (hashed assets cached for a year, .br/.gz when present)
//   3. everything else: the React Router request handler (SSR)
// Cached pages are compressed once (brotli or gzip, by Accept-Encoding) and kept compressed; what is
// rendered per request is sent as it is (compressing each would halve SSR throughput in Node: a
// proxy or CDN does that better).
import type { ServerBuild } from 'react-router';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withoutTrailingSlash } from './lib/trailing-slash.ts';
import { ResponseCache, cachedResponse, isCacheable, type CachedResponse } from './lib/response-cache.ts';
import { etagOf, matchesEtag, withPageCaching, type PageCachingOptions } from './lib/page-caching.ts';
import {
  inlineScriptHashes,
  pagePolicy,
  withSecurityHeaders,
  type SecurityPolicyOptions,
} from './lib/security-headers.ts';
import type { ServicesConfig } from './lib/services-config.ts';
import type { ContentSource, PublishedReviewSummary, RunningServices } from './lib/services.ts';
import type { RouterContext } from 'react-router';

type PublishedReviews = { of(product: string): Promise<PublishedReviewSummary> };

// React picks its development or production build from NODE_ENV when first imported: default to
// production before anything imports React (hence the dynamic imports below).
process.env.NODE_ENV ??= 'production';
const { serve } = await import('@hono/node-server');
const { serveStatic } = await import('@hono/node-server/serve-static');
const { Hono } = await import('hono');
const { createRequestHandler, RouterContextProvider } = await import('react-router');
const { servicePaths, startServices } = await import('./lib/services.ts');

interface AppEntryExports {
  config: {
    port: number;
    host: string | undefined;
    contentEndpoint: string;
    finderEndpoint: string;
    mapStyleUrl: string | undefined;
    imageOrigins: string[];
    siteUrl: string;
    responseCacheEntries: number;
    pageCaching: PageCachingOptions;
    debugHeaders: boolean;
    services: ServicesConfig;
  };
  contentClient: () => ContentSource & { readonly version: string | undefined };
  publishedReviewsContext: RouterContext<PublishedReviews | null>;
}

const here = import.meta.dirname;
const serverBuildPath = join(here, 'build', 'server', 'index.js');
const clientDir = join(here, 'build', 'client');

if (!existsSync(serverBuildPath)) {
  console.error(`No server build at ${serverBuildPath}. Run "pnpm --filter @healthsite/web build" first.`);
  process.exit(1);
}

let build: ServerBuild;
try {
  // Importing the build parses and validates the runtime configuration (app/config.server.ts).
  build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
} catch (error) {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
}
const { config, contentClient, publishedReviewsContext } = build.entry.module as unknown as AppEntryExports;

const app = new Hono();

// Security headers on every response; pages get a Content-Security-Policy that allows their own
// inline scripts by hash, and only the hosts the site really uses.
const policy: SecurityPolicyOptions = {
  siteUrl: config.siteUrl,
  imageOrigins: [new URL(config.contentEndpoint).origin, ...config.imageOrigins],
  connectOrigins: [config.finderEndpoint, ...(config.mapStyleUrl ? [config.mapStyleUrl] : [])],
};
// Internal headers (cache state, dropped blocks) tell an attacker how to miss the cache: only when
// debugging (DEBUG_HEADERS=on, as the end-to-end rig runs it).
const internalHeaders = config.debugHeaders ? [] : ['X-Cache', 'X-Dropped-Blocks'];
app.use('*', async (c, next) => {
  await next();
  c.res = await withSecurityHeaders(c.res, policy);
  // (Hono copies the previous response's headers into the one set: delete after setting it.)
  for (const name of internalHeaders) c.res.headers.delete(name);
});

app.use('*', async (c, next) => {
  const url = new URL(c.req.url);
  const target = withoutTrailingSlash(url.pathname);
  if (target === undefined) return next();
  return c.redirect(target + url.search, 301);
});

// The services API (reviews, newsletter, forms): storage and mail, started before we listen.
let services: RunningServices | undefined;
if (config.services.enabled) {
  let running: RunningServices;
  try {
    running = await startServices(config.services, config.siteUrl, contentClient());
  } catch (error) {
    console.error(
      `web: the services could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  services = running;
  for (const path of servicePaths)
    app.all(path, (c) => {
      const forwarded = config.services.trustProxy
        ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
        : undefined;
      const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } }).incoming;
      return running.handle(c.req.raw, forwarded ?? incoming?.socket?.remoteAddress);
    });
}

// Health for load balancers and orchestrators: alive, and ready (content loaded; the services'
// storage answers when they are on). Never cached; each names the content version it serves.
const noStore = { 'Cache-Control': 'no-store' };
app.get('/healthz', (c) =>
  c.json({ status: 'ok', contentVersion: contentClient().version ?? null }, 200, noStore),
);
app.get('/readyz', async (c) => {
  const client = contentClient();
  let contentLoaded = client.version !== undefined;
  if (!contentLoaded) {
    try {
      await client.getSites();
      contentLoaded = client.version !== undefined;
    } catch {
      // not yet
    }
  }
  const storage = services ? await services.reachable() : undefined;
  const ready = contentLoaded && storage !== false;
  const checks = {
    content: contentLoaded ? 'ok' : 'unavailable',
    ...(services ? { storage: storage ? 'ok' : 'unavailable' } : {}),
  };
  return c.json(
    { status: ready ? 'ready' : 'not-ready', contentVersion: client.version ?? null, checks },
    ready ? 200 : 503,
    ready ? noStore : { ...noStore, 'Retry-After': '5' },
  );
});

app.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  }),
);
app.use(
  '*',
  serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=3600');
    },
  }),
);

const handleRequest = createRequestHandler(
  build,
  process.env.NODE_ENV === 'development' ? 'development' : 'production',
);
// What the routes get besides the request: the published reviews (the product pages' structured
// data reads them from the services' storage, not over HTTP).
const publishedReviews: PublishedReviews | null = services ? { of: services.publishedReviews } : null;
const handle = (request: Request) => {
  const context = new RouterContextProvider();
  context.set(publishedReviewsContext, publishedReviews);
  return handleRequest(request, context);
};

// Rendered pages depend only on the content and the URL: keep them per content version + URL.
// Asking the client for its sites first makes it revalidate (ETag, at most every 3 s, in the
// background), so a CMS edit changes the version and thereby the key.
const cache = new ResponseCache(config.responseCacheEntries);
app.all('*', async (c) => {
  const { method } = c.req.raw;
  // Pages only answer GET and HEAD: anything else gets 405 before a render (and is no error).
  if (method !== 'GET' && method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
  // HEAD is answered like GET (same headers, from the same cache entry); Hono drops the body.
  const request = method === 'HEAD' ? new Request(c.req.raw.url, { headers: c.req.raw.headers }) : c.req.raw;
  const render = async () => withPageCaching(await handle(request), config.pageCaching);
  if (config.responseCacheEntries === 0) return render();
  const client = contentClient();
  try {
    await client.getSites();
  } catch {
    return render(); // no content yet: the route answers with its error page
  }
  const url = new URL(request.url);
  const key = `${client.version}\u0000${url.pathname}${url.search}`;
  const acceptEncoding = request.headers.get('accept-encoding');
  const ifNoneMatch = request.headers.get('if-none-match');
  const answer = (entry: CachedResponse, state: 'HIT' | 'MISS') => {
    const etag = new Headers(entry.headers).get('etag');
    if (etag && matchesEtag(ifNoneMatch, etag))
      return new Response(null, {
        status: 304,
        headers: entry.headers.filter(([name]) =>
          /^(etag|cache-control|vary|content-security-policy)$/i.test(name),
        ),
      });
    return cachedResponse(entry, acceptEncoding, state);
  };
  const hit = cache.get(key);
  if (hit) return answer(hit, 'HIT');
  const response = await render();
  if (!isCacheable(request, response)) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers, ['ETag', etagOf(body)] as [string, string]];
  // The page's policy is computed once and kept with it (its inline scripts' hashes).
  if (/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
    headers.push([
      'Content-Security-Policy',
      pagePolicy(policy, inlineScriptHashes(new TextDecoder().decode(body))),
    ]);
  const entry: CachedResponse = { status: response.status, headers, body };
  cache.set(key, entry);
  return answer(entry, 'MISS');
});

// The content is fetched at start, so the first visitor (and /readyz) does not wait for it.
void contentClient()
  .getSites()
  .catch(() => {});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host ?? 'localhost';
  console.log(
    `web listening on http://${shown.includes(':') ? `[${shown}]` : shown}:${info.port} (content: ${config.contentEndpoint})`,
  );
  if (services)
    console.log(
      `web: services on /api (${/^postgres/.test(config.services.database) ? 'PostgreSQL' : `SQLite ${config.services.database}`}; mail via ${new URL(config.services.smtpUrl).host})`,
    );
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `web: port ${config.port} is already in use; set PORT to a free port.`
      : `web: server error: ${error.message}`,
  );
  process.exit(1);
});

// Longer than a render may take (entry.server: streamTimeout + 1 s), so a streamed page finishes.
const SHUTDOWN_GRACE_MS = 10_000;

function shutdown(signal: string) {
  console.log(`web: ${signal} received, finishing the requests in flight`);
  const forced = setTimeout(() => {
    console.error(`web: requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  // No new connections; those in flight finish, idle keep-alive ones close now, busy ones after
  // their response (Node's server.close()).
  server.close(() => {
    void (services?.stop() ?? Promise.resolve()).finally(() => {
      clearTimeout(forced);
      process.exit(0);
    });
  });
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
