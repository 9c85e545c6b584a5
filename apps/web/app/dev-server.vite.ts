// Vite plugin: the dev server (`react-router dev`) as a developer needs it.
//
// 1. Its first page works. Vite pre-bundles the browser's dependencies when it starts, and
//    discovers the rest as a page asks for them: then it bundles them again and reloads the page.
//    On a fresh start here the first page never hydrated (some of its requests failed, 504
//    "Outdated Optimize Dep", and the reload did not come), until reloaded by hand. Two kinds of
//    dependencies came late: the linked packages' (Radix, MiniSearch, entities …: their builds are
//    read, like sources, only when a page loads them) and the server modules' (pino, lru-cache:
//    Vite's scan follows the routes' imports into *.server.ts, whose code never reaches the
//    browser). The first are now pre-bundled from the start, read from the packages' builds; the
//    second are left out of pre-bundling, read from the app's server-only files.
//
// 2. What server.ts serves besides the pages. The pages load their content images from the site's
//    own origin (/img/…), the finder's local search from /api/finder, reviews and forms from the
//    services' API; in production server.ts answers them. The dev server runs no server.ts, so a
//    developer saw every content image fail (404), the finder find nothing and the reviews fail to
//    load. The dev server mounts the same routes (lib/site-routes.ts), set up from its own server
//    build (its configuration, content client and log) on its first request; what they do not
//    serve goes on to Vite and React Router. The pages get the load context server.ts gives them
//    (the published reviews, for the products' ratings in the structured data). Not here: the
//    health checks and the security headers.
import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { AppConfig } from './config.server';
import type { Logger } from '../lib/log.ts';
import type { ContentSource } from '../lib/services.ts';
import type { SiteRoutes } from '../lib/site-routes.ts';

/** What the routes need of the server build's entry (app/entry.server.tsx exports them). */
interface EntryExports {
  config: AppConfig;
  contentClient: () => ContentSource;
  log: Logger;
  imageOrigins: ReadonlyMap<string, string>;
  publishedReviewsContext: RouterContext<SiteRoutes['publishedReviews']>;
}

/** The dev server's server build, as React Router's page handler imports it on every request. */
async function serverBuildOf(server: ViteDevServer) {
  const ssr = server.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error('the dev server has no runnable SSR environment');
  // The runner keeps the build until one of its files changes.
  return (await ssr.runner.import('virtual:react-router/server-build')) as ServerBuild & {
    entry: { module: EntryExports };
  };
}

type Next = (error?: unknown) => void;

/** The site's routes' answer to a path they do not serve. */
const NOT_SERVED = 'x-healthsite-not-served';

/**
 * A connect middleware from a fetch handler: its response is sent, `undefined` passes the request
 * on as it came (its body unread), an error goes on to Vite's error handling.
 */
function middleware(handle: (request: Request, env: HttpBindings) => Promise<Response | undefined>) {
  const onward = new WeakMap<object, Next>();
  const listener = getRequestListener(async (request, env) => {
    const next = onward.get(env.incoming)!;
    try {
      const response = await handle(request, env as HttpBindings);
      if (response) return response;
      next();
    } catch (error) {
      next(error);
    }
    return RESPONSE_ALREADY_SENT;
  });
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    onward.set(req, next);
    void listener(req, res);
  };
}

const appDir = dirname(fileURLToPath(import.meta.url));
/** The linked packages the app imports in the browser (their dist/ is what Vite serves). */
const LINKED_PACKAGES = [
  '@healthsite/ui',
  '@healthsite/blocks',
  '@healthsite/content-client',
  '@healthsite/finder',
];

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** The bare module specifiers a file imports: `entities/decode`, `@radix-ui/react-tabs`. */
function bareImportsOf(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g)].map(
    ([, id]) => id!,
  );
  return specifiers.filter((id) => !id.startsWith('node:') && !id.startsWith('virtual:'));
}

/** A specifier's package: `entities/decode` → `entities`, `@radix-ui/react-tabs/x` → `@radix-ui/react-tabs`. */
const packageOf = (id: string) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');

/** React and React Router: pre-bundled by React Router's plugin. */
const isFramework = (id: string) => /^react(-dom|-router)?($|\/)/.test(id);

/** What the dev server pre-bundles at start, and what it never pre-bundles (see 1. above). */
export function prebundling(): { include: string[]; exclude: string[] } {
  const include = new Set<string>();
  for (const name of LINKED_PACKAGES) {
    // The main entry is dist/index.js in each.
    const dist = dirname(fileURLToPath(import.meta.resolve(name)));
    for (const file of filesUnder(dist, /\.js$/))
      for (const id of bareImportsOf(readFileSync(file, 'utf8')))
        // Named through the package: the app does not depend on them itself.
        if (!id.startsWith('@healthsite/') && !isFramework(id)) include.add(`${name} > ${id}`);
  }
  const serverOnly = [
    ...filesUnder(appDir, /\.server\.tsx?$/),
    ...filesUnder(join(appDir, '../lib'), /\.ts$/).filter((file) => !file.endsWith('.test.ts')),
  ];
  const included = new Set([...include].map((entry) => packageOf(entry.split(' > ')[1]!)));
  const exclude = new Set<string>();
  for (const file of serverOnly)
    for (const id of bareImportsOf(readFileSync(file, 'utf8')))
      if (!id.startsWith('@healthsite/') && !isFramework(id) && !included.has(packageOf(id)))
        exclude.add(packageOf(id));
  return { include: [...include].sort(), exclude: [...exclude].sort() };
}

export function devServer(): Plugin {
  return {
    name: 'healthsite:dev-server',
    apply: 'serve',
    // Its middlewares before React Router's (see configureServer).
    enforce: 'pre',
    config() {
      return { optimizeDeps: prebundling() };
    },
    async configureServer(server) {
      // Loaded by the dev server only (storage, mail): a build never needs them.
      const { createSiteRoutes } = await import('../lib/site-routes.ts');
      // Set up on the first request, from the server build (which loads only then); a failed set-up
      // (say, storage that does not open) is shown, and tried again on the next request.
      let site: Promise<SiteRoutes & { app: Hono<{ Bindings: HttpBindings }> }> | undefined;
      const siteRoutes = () =>
        (site ??= serverBuildOf(server)
          .then(({ entry: { module } }) =>
            createSiteRoutes({
              config: module.config,
              content: module.contentClient(),
              log: module.log,
              imageOrigins: module.imageOrigins,
            }),
          )
          .then((routes) => ({
            ...routes,
            // A path the routes do not serve: marked, to go on to Vite.
            app: new Hono<{ Bindings: HttpBindings }>()
              .route('/', routes.routes)
              .notFound(() => new Response(null, { status: 404, headers: { [NOT_SERVED]: '1' } })),
          }))
          .catch((error: unknown) => {
            site = undefined;
            throw error;
          }));
      server.httpServer?.once(
        'close',
        () =>
          void site?.then(
            ({ services }) => services?.stop(),
            () => {},
          ),
      );

      // The site's routes, before Vite's own middlewares and React Router's page handler (added
      // after them).
      server.middlewares.use(
        middleware(async (request, env) => {
          const response = await (await siteRoutes()).app.fetch(request, env);
          return response.headers.has(NOT_SERVED) ? undefined : response;
        }),
      );

      // The pages, after Vite's own middlewares (modules, assets) and before React Router's page
      // handler, which hands the routes no load context (React Router 8 has no hook for one): the
      // same handler of the same server build, with the context server.ts gives, so the products'
      // structured data carries their ratings here too.
      const pages = middleware(async (request) => {
        const build = await serverBuildOf(server);
        const context = new RouterContextProvider();
        context.set(build.entry.module.publishedReviewsContext, (await siteRoutes()).publishedReviews);
        return createRequestHandler(build, 'development')(request, context);
      });
      return () => server.middlewares.use(pages);
    },
  };
}
