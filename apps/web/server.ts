// Production server of the web app: `node server.ts` (Node 24 strips the types).
//   1. security headers on every response; one JSON access line per request
//   2. /healthz, /readyz; /api/finder (the finder through this server); the services API; /img/…
//      (images from the CMS through this server)
//   3. /x/ -> /x (301, query kept), except /
//   4. static files from build/client (hashed assets cached for a year, .br/.gz when present)
//   5. everything else: the React Router request handler (SSR) behind the page cache
// Cached pages are compressed once (brotli and gzip, on the thread pool) and kept compressed; what
// is rendered per request is sent as it is (compressing each would halve SSR throughput in Node: a
// proxy or CDN does that better).
import type { ServerBuild } from 'react-router';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { withoutTrailingSlash } from './lib/trailing-slash.ts';
import { ResponseCache, cachedResponse, type CachedResponse } from './lib/response-cache.ts';
import { etagOf, matchesEtag, withPageCaching } from './lib/page-caching.ts';
import {
  inlineScriptHashes,
  pagePolicy,
  withSecurityHeaders,
  type SecurityPolicyOptions,
} from './lib/security-headers.ts';
import { logAccess, requestIdOf, type Logger } from './lib/log.ts';
import type { AppConfig } from './app/config.server.ts';
import type { CachePlan } from './app/cache-plan.server.ts';
import type { ContentSource, RunningServices } from './lib/services.ts';

// React picks its development or production build from NODE_ENV when first imported: default to
// production before anything imports React (hence the dynamic imports below).
process.env.NODE_ENV ??= 'production';
const { serve } = await import('@hono/node-server');
const { serveStatic } = await import('@hono/node-server/serve-static');
const { Hono } = await import('hono');
const { createRequestHandler } = await import('react-router');
const { servicePaths, startServices } = await import('./lib/services.ts');
const { FINDER_PROXY_PATH, createFinderProxy } = await import('./lib/finder-proxy.ts');
const { IMAGE_PROXY_PREFIX, createImageProxy } = await import('./lib/image-proxy.ts');

interface AppEntryExports {
  config: AppConfig;
  contentClient: () => ContentSource & { readonly version: string | undefined };
  log: Logger;
  cachePlan: (routes: ServerBuild['routes'], url: URL) => Promise<CachePlan>;
  imageOrigins: ReadonlyMap<string, string>;
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
  // Before the logger exists: the configuration is what failed. One message naming each problem.
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
}
const { config, contentClient, log, cachePlan, imageOrigins } = build.entry
  .module as unknown as AppEntryExports;

/** Longer than a render may take (entry.server: streamTimeout + 1 s), so a streamed page finishes. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Slow clients: the request line and headers must arrive within this, the whole request within the next. */
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Idle keep-alive connections are kept a little longer than a load balancer's usual 60 s. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const app = new Hono();

// Security headers on every response; pages get a Content-Security-Policy that allows their own
// inline scripts by hash, and only the hosts the site really uses: the browser talks to this
// origin alone (images and the finder come through it), plus the map style host when configured.
const policy: SecurityPolicyOptions = {
  siteUrl: config.siteUrl,
  imageOrigins: config.imageProxy ? [] : [...imageOrigins.values()],
  connectOrigins: config.mapStyleUrl ? [config.mapStyleUrl] : [],
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

// One access line per request: method, path without its query, status, time, request id, cache.
app.use('*', async (c, next) => {
  const started = performance.now();
  const id = requestIdOf(c.req.header('x-request-id'));
  await next();
  c.res.headers.set('X-Request-Id', id);
  logAccess(log, {
    id,
    method: c.req.method,
    pathname: new URL(c.req.url).pathname,
    status: c.res.status,
    ms: performance.now() - started,
    cache: c.res.headers.get('x-cache'),
  });
});

// Health for load balancers and orchestrators: alive, and ready (content loaded; the services'
// storage answers when they are on). Never cached; each names the content version it serves.
let services: RunningServices | undefined;
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

// The pharmacy finder through this server: the third-party service never sees a visitor.
const finderProxy = createFinderProxy({
  endpoint: config.finderEndpoint,
  onError: (message) => log.warn({ component: 'finder' }, message),
});
for (const path of [FINDER_PROXY_PATH, `${FINDER_PROXY_PATH}/`]) app.all(path, (c) => finderProxy(c.req.raw));

app.use('*', async (c, next) => {
  const url = new URL(c.req.url);
  const target = withoutTrailingSlash(url.pathname);
  if (target === undefined) return next();
  return c.redirect(target + url.search, 301);
});

// The services API (reviews, newsletter, forms): storage and mail, started before we listen.
if (config.services.enabled) {
  let running: RunningServices;
  try {
    running = await startServices(config.services, config.siteUrl, contentClient(), log);
  } catch (error) {
    log.fatal({ err: error }, 'the services could not start');
    log.flush();
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

// Content images from this origin, cached here (the CMS host never sees a visitor's IP address).
if (config.imageProxy) {
  const imageProxy = createImageProxy({
    origins: imageOrigins,
    onError: (message) => log.warn({ component: 'images' }, message),
  });
  app.get(`${IMAGE_PROXY_PREFIX}*`, (c) => imageProxy(c.req.raw));
}

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

const handle = createRequestHandler(
  build,
  process.env.NODE_ENV === 'development' ? 'development' : 'production',
);

// The page cache: keyed by content version and what the route reads (app/cache-plan.server.ts),
// bounded in bytes. Each entry keeps its ETag and, for a page, the Content-Security-Policy with
// its inline scripts' hashes.
const cache = new ResponseCache({
  maxBytes: config.responseCacheBytes,
  headersFor: (body, response) => {
    const headers: [string, string][] = [['ETag', etagOf(body)]];
    if (/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
      headers.push([
        'Content-Security-Policy',
        pagePolicy(policy, inlineScriptHashes(new TextDecoder().decode(body))),
      ]);
    return headers;
  },
});

app.all('*', async (c) => {
  const { method } = c.req.raw;
  // Pages only answer GET and HEAD: anything else gets 405 before a render (and is no error).
  if (method !== 'GET' && method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
  let url: URL;
  try {
    url = new URL(c.req.url);
    decodeURIComponent(url.pathname);
  } catch {
    return new Response('Bad Request', {
      status: 400,
      headers: { 'Content-Type': 'text/plain', ...noStore },
    });
  }
  // HEAD is answered like GET (same headers, from the same cache entry); Hono drops the body.
  const request = method === 'HEAD' ? new Request(c.req.raw.url, { headers: c.req.raw.headers }) : c.req.raw;
  const render = async () => withPageCaching(await handle(request), config.pageCaching);
  const plan: CachePlan =
    config.responseCacheBytes > 0 ? await cachePlan(build.routes, url) : { kind: 'bypass' };
  if (plan.kind === 'redirect') return c.redirect(plan.location, 301);
  if (plan.kind === 'bypass') return render();

  const lookup = await cache.lookup(plan.key, render);
  if (lookup.kind === 'uncached') return lookup.response;
  const { entry, state } = lookup;
  return answer(entry, state, request);
});

function answer(entry: CachedResponse, state: 'HIT' | 'MISS', request: Request): Response {
  const etag = new Headers(entry.headers).get('etag');
  if (etag && matchesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, {
      status: 304,
      headers: [
        ...entry.headers.filter(([name]) =>
          /^(etag|cache-control|vary|content-security-policy)$/i.test(name),
        ),
        ['X-Cache', state],
      ],
    });
  return cachedResponse(entry, request.headers.get('accept-encoding'), state);
}

// The content is fetched at start, so the first visitor (and /readyz) does not wait for it.
void contentClient()
  .getSites()
  .catch(() => {});

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: HEADERS_TIMEOUT_MS + REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: 2_000,
    },
  },
  (info) => {
    const shown = config.host ?? 'localhost';
    log.info(
      { port: info.port, content: new URL(config.contentEndpoint).origin },
      `web listening on http://${shown.includes(':') ? `[${shown}]` : shown}:${info.port}`,
    );
    if (services)
      log.info(
        `services on /api (${/^postgres/.test(config.services.database) ? 'PostgreSQL' : 'SQLite'}; mail via ${new URL(config.services.smtpUrl).host})`,
      );
  },
) as Server;

server.on('error', (error: NodeJS.ErrnoException) => {
  log.fatal(
    error.code === 'EADDRINUSE'
      ? `port ${config.port} is already in use; set PORT to a free port`
      : `server error: ${error.message}`,
  );
  log.flush();
  process.exit(1);
});

function shutdown(signal: string) {
  log.info(`${signal} received, finishing the requests in flight`);
  const forced = setTimeout(() => {
    log.error(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway`);
    log.flush();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  // No new connections; those in flight finish, idle keep-alive ones close now, busy ones after
  // their response (Node's server.close()).
  server.close(() => {
    void (services?.stop() ?? Promise.resolve()).finally(() => {
      clearTimeout(forced);
      log.info('stopped');
      log.flush();
      process.exit(0);
    });
  });
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
