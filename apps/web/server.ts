// Production server of the web app: `node server.ts` (Node 24 strips the types).
//   0. a page served from the page cache before: answered at once (lib/page-server.ts)
//   1. security headers on every response; one JSON access line per request
//   2. /healthz, /readyz; /api/finder (the finder through this server); the services API; /img/…
//      (images from the CMS through this server); /social-image/… (lib/site-routes.ts)
//   3. /x/ -> /x (301, query kept), except /
//   4. static files from build/client (hashed assets cached for a year, .br/.gz when present)
//   5. everything else: pages (lib/page-server.ts: the page cache, React Router's handler)
// Cached pages are compressed once (brotli and gzip, on the thread pool) and kept compressed; what
// is rendered per request is sent as it is (compressing each would halve SSR throughput in Node: a
// proxy or CDN does that better).
import type { ServerBuild } from 'react-router';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { withoutTrailingSlash } from './lib/trailing-slash.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { withSecurityHeaders, type SecurityPolicyOptions } from './lib/security-headers.ts';
import { logAccess, requestIdOf, type Logger } from './lib/log.ts';
import { cachedPageHeaders, createPageServer, header, type CachePlan } from './lib/page-server.ts';
import type { AppConfig } from './app/config.server.ts';
import type { ContentSource, RunningServices } from './lib/services.ts';
import type { SiteRoutes } from './lib/site-routes.ts';
import type { RouterContext } from 'react-router';

// React picks its development or production build from NODE_ENV when first imported: default to
// production before anything imports React (hence the dynamic imports below).
process.env.NODE_ENV ??= 'production';
const { getRequestListener } = await import('@hono/node-server');
const { RESPONSE_ALREADY_SENT } = await import('@hono/node-server/utils/response');
const { serveStatic } = await import('@hono/node-server/serve-static');
const { Hono } = await import('hono');
const { createRequestHandler, RouterContextProvider } = await import('react-router');
const { createSiteRoutes } = await import('./lib/site-routes.ts');
const { PREVIEW_END_PATH, PREVIEW_START_PATH, asPreviewResponse, handlePreviewRequest, hasPreviewCookie } =
  await import('./lib/preview.ts');

interface AppEntryExports {
  config: AppConfig;
  contentClient: () => ContentSource & { readonly version: string | undefined };
  log: Logger;
  cachePlan: (routes: ServerBuild['routes'], url: URL) => Promise<CachePlan>;
  imageOrigins: ReadonlyMap<string, string>;
  publishedReviewsContext: RouterContext<SiteRoutes['publishedReviews']>;
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
const { config, contentClient, log, cachePlan, imageOrigins, publishedReviewsContext } = build.entry
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
/** A response the page server wrote itself (lib/page-server.ts): headers and log line included. */
const sentByPages = (res: Response) => res.headers.has('x-hono-already-sent');
app.use('*', async (c, next) => {
  await next();
  if (sentByPages(c.res)) return;
  c.res = await withSecurityHeaders(c.res, policy);
  // (Hono copies the previous response's headers into the one set: delete after setting it.)
  for (const name of internalHeaders) c.res.headers.delete(name);
});

// One access line per request: method, path without its query, status, time, request id, cache.
app.use('*', async (c, next) => {
  const started = performance.now();
  const id = requestIdOf(c.req.header('x-request-id'));
  await next();
  if (sentByPages(c.res)) return;
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

// The finder, the services API (reviews, newsletter, forms: storage and mail, started before we
// listen), content images and social-card images (lib/site-routes.ts, which the dev server mounts
// too). Before the trailing-slash redirect: /api/finder/ is the finder's too, and what is below
// /api/forms/, /img/ … is no page with a canonical path.
let site: SiteRoutes;
try {
  site = await createSiteRoutes({ config, content: contentClient(), log, imageOrigins });
  services = site.services;
  app.route('/', site.routes);
} catch (error) {
  log.fatal({ err: error }, 'the services could not start');
  log.flush();
  process.exit(1);
}

app.use('*', async (c, next) => {
  const url = new URL(c.req.url);
  const target = withoutTrailingSlash(url.pathname);
  if (target === undefined) return next();
  return c.redirect(target + url.search, 301);
});

// Draft preview (lib/preview.ts): its start and end links; while it is off they are unknown pages.
const preview = config.preview && { secret: config.preview.secret, siteUrl: config.siteUrl };
if (preview)
  for (const path of [PREVIEW_START_PATH, PREVIEW_END_PATH])
    app.get(path, (c) => handlePreviewRequest(c.req.raw, preview)!);
/** A request in draft preview: answered for the editor alone, never from or into the page cache. */
const inPreview = (cookie: string | null | undefined) =>
  Boolean(preview && hasPreviewCookie(cookie, preview));

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
// Other files of the client build (favicon …): looked up in the list made at start, so a page
// request costs no file-system call.
const publicFiles = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
);
const servePublicFile = serveStatic({
  root: clientDir,
  precompressed: true,
  onFound: (_path, c) => {
    c.header('Cache-Control', 'public, max-age=3600');
  },
});
app.use('*', (c, next) => (publicFiles.has(c.req.path) ? servePublicFile(c, next) : next()));

const handleRequest = createRequestHandler(
  build,
  process.env.NODE_ENV === 'development' ? 'development' : 'production',
);
// What the routes get besides the request: the published reviews (the product pages' structured
// data reads them from the services' storage, not over HTTP).
const handle = async (request: Request) => {
  const context = new RouterContextProvider();
  context.set(publishedReviewsContext, site.publishedReviews);
  const response = await handleRequest(request, context);
  return inPreview(request.headers.get('cookie')) ? asPreviewResponse(response) : response;
};

// Pages: the page cache, keyed by content version and what the route reads (app/cache-plan.server.ts),
// bounded in bytes; each entry keeps its ETag and, for a page, its Content-Security-Policy with its
// inline scripts' hashes. Served on Node's own objects (lib/page-server.ts): a page served from the
// cache before is answered before any routing.
const cache = new ResponseCache({
  maxBytes: config.responseCacheBytes,
  headersFor: cachedPageHeaders(policy),
});
const pages = createPageServer({
  render: (request) => handle(request),
  cache,
  privateRequest: (req) => inPreview(header(req, 'cookie')),
  plan: async (url) => {
    const plan = await cachePlan(build.routes, url);
    return plan.kind === 'cache' && config.responseCacheBytes === 0 ? { kind: 'bypass' } : plan;
  },
  policy,
  pageCaching: config.pageCaching,
  debugHeaders: config.debugHeaders,
  log,
  contentVersion: () => contentClient().version,
  touchContent: () =>
    void contentClient()
      .getSites()
      .catch(() => {}),
  siteUrl: config.siteUrl,
});
app.all('*', (c) => {
  const { incoming, outgoing } = c.env as { incoming: IncomingMessage; outgoing: ServerResponse };
  void pages.serve(incoming, outgoing);
  return RESPONSE_ALREADY_SENT;
});

// The content is fetched at start, so the first visitor (and /readyz) does not wait for it.
void contentClient()
  .getSites()
  .catch(() => {});

const routed = getRequestListener(app.fetch);
const server = createServer(
  {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: HEADERS_TIMEOUT_MS + REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: 2_000,
  },
  (req, res) => {
    if (!pages.serveHit(req, res)) void routed(req, res);
  },
);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const shown = config.host ?? 'localhost';
  log.info(
    { port, content: new URL(config.contentEndpoint).origin },
    `web listening on http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`,
  );
  if (services)
    log.info(
      `services on /api (${/^postgres/.test(config.services.database) ? 'PostgreSQL' : 'SQLite'}; mail via ${new URL(config.services.smtpUrl).host})`,
    );
});

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
