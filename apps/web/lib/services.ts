// The services API of this site: @healthsite/services' handlers over the configured storage and
// SMTP, with the site definition taken from the content (brand, products, generic forms).
import {
  createOutbox,
  createServicesHandler,
  createSmtpMailer,
  listReviews,
  migrate,
  openDatabase,
  pruneRateLimits,
  seedDemoReviews,
  systemClock,
  type LogEntry,
  type ServicesDb,
} from '@healthsite/services/server';
import type { ReviewFacts } from '@healthsite/blocks/seo';
import type { ServicesConfig } from './services-config.ts';
import type { Logger } from './log.ts';

/** What the services need from the content (the app's content client satisfies it). */
export interface ContentSource {
  getSites(): Promise<
    {
      locale: string;
      definition: { brand: { name: string }; products: { assetId: string; name: string }[] };
      pages: { content: unknown[] }[];
    }[]
  >;
}

/** Where the mail links lead: pages of this app that confirm with a button (routes.ts). */
export const newsletterPages = {
  newsletterConfirm: { 'de-DE': '/newsletter/bestaetigen', en: '/en/newsletter/confirm' },
  newsletterUnsubscribe: { 'de-DE': '/newsletter/abbestellen', en: '/en/newsletter/unsubscribe/confirm' },
} as const;

/** The paths the services answer (the rest of /api belongs to the app's own routes). */
export const servicePaths = [
  '/api/reviews',
  '/api/newsletter',
  '/api/newsletter/*',
  '/api/request',
  '/api/forms/*',
];

/** The services' entries (ids and outcomes, never personal data) as lines of the process's log. */
export function servicesLog(logger: Logger): (entry: LogEntry) => void {
  const services = logger.child({ component: 'services' });
  return ({ level, msg, ...fields }) => services[level](fields, msg);
}

/** A product's published reviews as the structured data shows them: average, count, the newest few. */
export interface PublishedReviewSummary {
  /** Average stars, one decimal (0 while there are none). */
  average: number;
  count: number;
  /** The newest few. */
  reviews: ReviewFacts[];
}

/** How many published reviews a product page's structured data carries. */
const STRUCTURED_REVIEWS = 3;

/** The published reviews of a product, read from the storage (no HTTP round trip). */
export async function publishedReviewSummary(
  db: ServicesDb,
  product: string,
): Promise<PublishedReviewSummary> {
  const page = await listReviews(db, { product, sort: 'newest', limit: STRUCTURED_REVIEWS });
  return {
    average: page.average ?? 0,
    count: page.total,
    reviews: page.items.map((review) => ({
      title: review.title,
      content: review.content,
      author: review.displayName,
      rating: review.rating,
      datePublished: review.createdAt,
    })),
  };
}

export interface RunningServices {
  handle(request: Request, clientAddress: string | undefined): Promise<Response>;
  /** The published reviews of a product (the pages' structured data). */
  publishedReviews(product: string): Promise<PublishedReviewSummary>;
  /** The database answers (for readiness). */
  reachable(): Promise<boolean>;
  db: ServicesDb;
  stop(): Promise<void>;
}

export async function startServices(
  config: ServicesConfig,
  siteUrl: string,
  content: ContentSource,
  logger: Logger,
): Promise<RunningServices> {
  const logJson = servicesLog(logger);
  const db = await openDatabase(config.database);
  await migrate(db);
  const mailer = await createSmtpMailer({ url: config.smtpUrl });
  const outbox = createOutbox({ db, mailer, log: logJson });
  const stopOutbox = outbox.start();

  const sites = async () => {
    try {
      return await content.getSites();
    } catch {
      return [];
    }
  };
  let brand = 'healthsite';
  const refreshBrand = async () => {
    const all = await sites();
    brand = (all.find((s) => s.locale === 'de-DE') ?? all[0])?.definition.brand.name ?? brand;
    return all;
  };

  if (config.seedDemoReviews) {
    const all = await refreshBrand();
    const products = new Map(
      all.flatMap((s) => s.definition.products.map((p) => [p.assetId, p.name] as const)),
    );
    const seeded = await seedDemoReviews(
      db,
      [...products].map(([id, name]) => ({ id, name })),
    );
    if (seeded > 0) logJson({ level: 'info', msg: 'demo reviews seeded (fictional)', reviews: seeded });
  }

  const clients = new WeakMap<Request, string>();
  const handler = createServicesHandler({
    db,
    outbox,
    clock: systemClock,
    log: logJson,
    minFillMs: config.minFillMs,
    hashSecret: config.hashSecret,
    limits: { perClient: { max: config.perClientLimit, windowMs: 10 * 60_000 } },
    mail: { from: config.mailFrom, contactTo: config.contactTo },
    clientAddress: (request) => clients.get(request),
    site: {
      get brand() {
        return brand;
      },
      siteUrl,
      async isProduct(id) {
        const all = await refreshBrand();
        return all.some((s) => s.definition.products.some((p) => p.assetId === id));
      },
      async formDefinition(formId) {
        for (const site of await sites())
          for (const page of site.pages)
            for (const block of page.content) {
              const b = block as { uiComponent?: unknown; formId?: unknown };
              if (b.uiComponent === 'CmGenericForm' && b.formId === formId) return block as never;
            }
        return undefined;
      },
      pages: newsletterPages,
    },
  });

  // Rate-limit windows that ended are dropped now and then.
  const prune = setInterval(
    () => void pruneRateLimits(db, systemClock, 24 * 3600_000).catch(() => {}),
    3600_000,
  );
  prune.unref();

  return {
    db,
    publishedReviews: (product) => publishedReviewSummary(db, product),
    handle(request, clientAddress) {
      if (clientAddress) clients.set(request, clientAddress);
      return handler(request);
    },
    async reachable() {
      try {
        await db.selectFrom('reviews').select('id').limit(1).execute();
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      clearInterval(prune);
      await stopOutbox();
      mailer.close?.();
      await db.destroy();
    },
  };
}
