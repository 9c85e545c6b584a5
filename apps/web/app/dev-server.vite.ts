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
//    own origin (/img/…, lib/image-proxy.ts), the finder's local search from /api/finder
//    (lib/finder-proxy.ts), reviews and forms from the services' API (lib/services.ts); in
//    production server.ts answers all three. The dev server runs no server.ts, so a developer saw
//    every content image fail (404), the finder find nothing and the reviews fail to load. Here the
//    same handlers answer on the dev server, set up from the dev server's own server build (its
//    configuration, content client and log) on the first request for one of them. Not here: the
//    products' ratings in the pages' structured data (server.ts's load context), the social-card
//    images, the health checks and the security headers.
import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { AppConfig } from './config.server';
import { FINDER_PROXY_PATH, createFinderProxy } from '../lib/finder-proxy.ts';
import { IMAGE_PROXY_PREFIX, createImageProxy } from '../lib/image-proxy.ts';
import type { Logger } from '../lib/log.ts';
import type { ContentSource, RunningServices, startServices as StartServices } from '../lib/services.ts';

/** What the handlers need of the server build's entry (app/entry.server.tsx exports them). */
interface EntryExports {
  config: AppConfig;
  contentClient: () => ContentSource;
  log: Logger;
  imageOrigins: ReadonlyMap<string, string>;
}

const isImage = (path: string) => path.startsWith(IMAGE_PROXY_PREFIX);
const isFinder = (path: string) => path === FINDER_PROXY_PATH || path === `${FINDER_PROXY_PATH}/`;
/** The services' paths, as server.ts routes them (`/api/forms/*`: anything below). */
const servesPath = (routes: readonly string[], path: string) =>
  routes.some((route) => (route.endsWith('/*') ? path.startsWith(route.slice(0, -1)) : path === route));

async function handlersOf(server: ViteDevServer, startServices: typeof StartServices) {
  const ssr = server.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error('the dev server has no runnable SSR environment');
  const build = (await ssr.runner.import('virtual:react-router/server-build')) as {
    entry: { module: EntryExports };
  };
  const { config, contentClient, log, imageOrigins } = build.entry.module;
  return {
    services: config.services.enabled
      ? await startServices(config.services, config.siteUrl, contentClient(), log)
      : undefined,
    images: config.imageProxy
      ? createImageProxy({
          origins: imageOrigins,
          onError: (message) => log.warn({ component: 'images' }, message),
        })
      : undefined,
    finder: createFinderProxy({
      endpoint: config.finderEndpoint,
      onError: (message) => log.warn({ component: 'finder' }, message),
    }),
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
    config() {
      return { optimizeDeps: prebundling() };
    },
    async configureServer(server) {
      // Loaded by the dev server only (storage, mail): a build never needs them.
      const { servicePaths, startServices } = await import('../lib/services.ts');
      const isService = (path: string) => servesPath(servicePaths, path);
      // Set up on the first request that needs them: the server build loads only then.
      let handlers: ReturnType<typeof handlersOf> | undefined;
      let services: RunningServices | undefined;
      server.httpServer?.once('close', () => void services?.stop());
      const listener = getRequestListener(async (request, { incoming }) => {
        // A failed set-up (say, a configuration error) is tried again on the next request.
        handlers ??= handlersOf(server, startServices).catch((error: unknown) => {
          handlers = undefined;
          throw error;
        });
        const running = await handlers;
        services = running.services;
        const path = new URL(request.url).pathname;
        if (isService(path))
          return running.services
            ? running.services.handle(request, incoming.socket.remoteAddress)
            : new Response(null, { status: 404 });
        const handler = isImage(path) ? running.images : running.finder;
        return handler ? handler(request) : new Response(null, { status: 404 });
      });
      // Before Vite's own middlewares and React Router's page handler (added after them).
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (isImage(path) || isFinder(path) || isService(path)) listener(req, res).catch(next);
        else next();
      });
    },
  };
}
