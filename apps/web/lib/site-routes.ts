// What the site serves besides its pages and files, in one place for the production server
// (server.ts) and the dev server (app/dev-server.vite.ts), which both mount these routes:
//   /api/finder        the finder's local search, through this server (lib/finder-proxy.ts)
//   the services' API  reviews, newsletter, forms (lib/services.ts), with their storage and mail
//   /img/…             content images from the CMS, through this server (lib/image-proxy.ts)
//   /social-image/…    the pages' social-card images, cropped from those (lib/social-image.ts)
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { PublishedReviews } from '../app/app-context.ts';
import type { AppConfig } from '../app/config.server.ts';
import { FINDER_PROXY_PATH, createFinderProxy } from './finder-proxy.ts';
import { IMAGE_PROXY_PREFIX, createImageProxy } from './image-proxy.ts';
import type { Logger } from './log.ts';
import { servicePaths, startServices, type ContentSource, type RunningServices } from './services.ts';
import { SOCIAL_IMAGE_PREFIX, createSocialImages } from './social-image.ts';

export interface SiteRoutesOptions {
  config: Pick<AppConfig, 'services' | 'siteUrl' | 'imageProxy' | 'finderEndpoint'>;
  /** The content client: the services read the products and forms of the content. */
  content: ContentSource;
  log: Logger;
  /** The image hosts the proxy serves, by the host name in `/img/{host}/…` (the server build's). */
  imageOrigins: ReadonlyMap<string, string>;
}

export interface SiteRoutes {
  /** The routes, for `app.route('/', routes)`. A path none of them serves falls through. */
  routes: Hono<{ Bindings: HttpBindings }>;
  /** The services when they are on (started: storage open, mail outbox running). */
  services: RunningServices | undefined;
  /** What the pages' load context carries (app/app-context.ts): the services' published reviews. */
  publishedReviews: PublishedReviews | null;
}

/** Starts the services when they are on (throws when they cannot start) and sets up the routes. */
export async function createSiteRoutes({
  config,
  content,
  log,
  imageOrigins,
}: SiteRoutesOptions): Promise<SiteRoutes> {
  const routes = new Hono<{ Bindings: HttpBindings }>();

  // The pharmacy finder through this server: the third-party service never sees a visitor.
  const finderProxy = createFinderProxy({
    endpoint: config.finderEndpoint,
    onError: (message) => log.warn({ component: 'finder' }, message),
  });
  for (const path of [FINDER_PROXY_PATH, `${FINDER_PROXY_PATH}/`])
    routes.all(path, (c) => finderProxy(c.req.raw));

  const services = config.services.enabled
    ? await startServices(config.services, config.siteUrl, content, log)
    : undefined;
  if (services)
    for (const path of servicePaths)
      routes.all(path, (c) => {
        // The client: the first address of a proxy's X-Forwarded-For when trusted (TRUST_PROXY).
        const forwarded = config.services.trustProxy
          ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
          : undefined;
        return services.handle(c.req.raw, forwarded || c.env.incoming.socket.remoteAddress);
      });

  // Content images from this origin, cached here (the CMS host never sees a visitor's IP address).
  if (config.imageProxy) {
    const onError = (message: string) => log.warn({ component: 'images' }, message);
    const imageProxy = createImageProxy({ origins: imageOrigins, onError });
    routes.get(`${IMAGE_PROXY_PREFIX}*`, (c) => imageProxy(c.req.raw));
    // The pages' social-card images (1200 × 630), cropped from the proxied stage images.
    const socialImages = createSocialImages({ imageProxy, onError });
    routes.get(`${SOCIAL_IMAGE_PREFIX}*`, (c) => socialImages(c.req.raw));
  }
  return { routes, services, publishedReviews: services ? { of: services.publishedReviews } : null };
}
