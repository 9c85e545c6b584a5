// Runtime configuration of the web app: one zod schema for the environment, read exactly once, when
// the server build is imported (server start). Every bad value is reported with its own message.
// Nothing in packages/ reads the environment: the app passes these values in.
//
// Two ways to run it:
//  - the embedded default (EMBEDDED=on, as `npm start` and the test rig run it): local stand-ins
//    for the CMS and the finder on localhost, MailDev, demo reviews allowed;
//  - production (NODE_ENV=production without EMBEDDED): CONTENT_ENDPOINT, FINDER_ENDPOINT and
//    SITE_URL must be set (a forgotten one must not silently point at localhost), and demo data is
//    refused.
import { z } from 'zod';
import { parseServicesConfig, type ServicesConfig } from '../lib/services-config.ts';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  /** Production without the embedded default: every endpoint configured, no demo data. */
  production: boolean;
  /** Content endpoint of the headless CMS (CONTENT-CONTRACT §1). */
  contentEndpoint: string;
  /** Root of the pharmacy finder service (CONTENT-CONTRACT §2); only the server calls it. */
  finderEndpoint: string;
  /** MapLibre style URL; undefined means the built-in offline style. */
  mapStyleUrl: string | undefined;
  /**
   * Origins the content's images come from besides the content endpoint's own (IMAGE_ORIGINS,
   * comma-separated): the image proxy fetches from exactly these.
   */
  imageOrigins: string[];
  /** IMAGE_PROXY=off sends the CMS's image URLs to the browser as they are (a static export). */
  imageProxy: boolean;
  /** Public origin of the site, no trailing slash: canonical and hreflang URLs are built from it. */
  siteUrl: string;
  port: number;
  host: string | undefined;
  /** Bytes the page cache may hold (RESPONSE_CACHE_MB); 0 turns it off. */
  responseCacheBytes: number;
  /** How long a CDN keeps a page (HTML_S_MAXAGE, default 300 s) and may serve it stale while it
   * revalidates (HTML_STALE_WHILE_REVALIDATE, default 86400 s). */
  pageCaching: { sMaxAge: number; staleWhileRevalidate: number };
  /** DEBUG_HEADERS=on sends the internal headers X-Cache and X-Dropped-Blocks (tests, debugging). */
  debugHeaders: boolean;
  /** Lowest level written to the JSON log (LOG_LEVEL, default info). */
  logLevel: LogLevel;
  /** Largest content body taken from the CMS (CONTENT_MAX_MB, default 20). */
  contentMaxBytes: number;
  /**
   * CONTENT_ACCEPT_SHRINK=on takes a content answer that drops a locale or more than half of a
   * locale's pages (normally refused as a CMS accident, the last good content kept).
   */
  contentAcceptShrink: boolean;
  /**
   * DEPLOYMENT_ENV: which deployment this is (default `production` in production, else
   * `development`). Only `production` is for search engines: any other (staging, preview,
   * development) answers robots.txt with `Disallow: /` and marks every page `noindex`.
   */
  deploymentEnv: string;
  /** Whether search engines may index this deployment (DEPLOYMENT_ENV=production). */
  indexable: boolean;
  /**
   * Draft preview (PREVIEW_SECRET and PREVIEW_CONTENT_ENDPOINT, both or neither): editors open
   * `/api/preview?secret=…&path=…` and see that page from the CMS's drafts. Undefined: off.
   */
  preview: { secret: string; contentEndpoint: string } | undefined;
  /** The services API under /api (reviews, newsletter, forms). */
  services: ServicesConfig;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

// Empty values count as unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const httpUrl = (name: string) =>
  z.string().superRefine((raw, ctx) => {
    if (!URL.canParse(raw))
      ctx.addIssue({ code: 'custom', message: `${name} must be an absolute http(s) URL, got "${raw}"` });
    else if (!/^https?:$/.test(new URL(raw).protocol))
      ctx.addIssue({
        code: 'custom',
        message: `${name} must use http or https, got "${new URL(raw).protocol}" in "${raw}"`,
      });
  });

const onOff = (name: string) =>
  z
    .string()
    .transform((raw) => raw.trim().toLowerCase())
    .pipe(
      z.enum(['on', 'off', '1', '0', 'true', 'false', 'yes', 'no'], {
        error: (issue) => `${name} must be on or off, got "${String(issue.input)}"`,
      }),
    )
    .transform((v) => ['on', '1', 'true', 'yes'].includes(v));

const whole = (name: string, what = 'a whole number') =>
  z
    .string()
    .regex(/^\d+$/, { error: (issue) => `${name} must be ${what}, got "${String(issue.input)}"` })
    .transform(Number);

const envSchema = z.object({
  NODE_ENV: optional(z.string()),
  EMBEDDED: optional(onOff('EMBEDDED')),
  PORT: optional(
    whole('PORT', 'an integer between 0 and 65535').refine((p) => p <= 65535, {
      error: (issue) => `PORT must be an integer between 0 and 65535, got "${String(issue.input)}"`,
    }),
  ),
  HOST: optional(
    z.string().regex(/^[^\s/]+$/, {
      error: (issue) => `HOST must be a host name or IP address, got "${String(issue.input)}"`,
    }),
  ),
  CONTENT_ENDPOINT: optional(httpUrl('CONTENT_ENDPOINT')),
  FINDER_ENDPOINT: optional(httpUrl('FINDER_ENDPOINT')),
  MAP_STYLE_URL: optional(httpUrl('MAP_STYLE_URL')),
  SITE_URL: optional(
    httpUrl('SITE_URL').refine(
      (raw) => {
        const u = URL.canParse(raw) ? new URL(raw) : undefined;
        return !u || (u.pathname === '/' && !u.search && !u.hash);
      },
      {
        error: (issue) =>
          `SITE_URL must be an origin without path, query or hash, got "${String(issue.input)}"`,
      },
    ),
  ),
  IMAGE_ORIGINS: optional(
    z
      .string()
      .transform((raw) =>
        raw
          .split(',')
          .map((o) => o.trim())
          .filter((o) => o !== ''),
      )
      .pipe(z.array(httpUrl('IMAGE_ORIGINS')))
      .transform((origins) => origins.map((o) => new URL(o).origin)),
  ),
  IMAGE_PROXY: optional(onOff('IMAGE_PROXY')),
  RESPONSE_CACHE_MB: optional(
    whole('RESPONSE_CACHE_MB', 'a whole number of megabytes (0 turns the cache off)'),
  ),
  HTML_S_MAXAGE: optional(whole('HTML_S_MAXAGE', 'a whole number of seconds')),
  HTML_STALE_WHILE_REVALIDATE: optional(whole('HTML_STALE_WHILE_REVALIDATE', 'a whole number of seconds')),
  DEBUG_HEADERS: optional(onOff('DEBUG_HEADERS')),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, {
      error: (issue) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${String(issue.input)}"`,
    }),
  ),
  CONTENT_MAX_MB: optional(
    whole('CONTENT_MAX_MB', 'a whole number of megabytes').refine((mb) => mb > 0, {
      error: 'CONTENT_MAX_MB must be at least 1',
    }),
  ),
  CONTENT_ACCEPT_SHRINK: optional(onOff('CONTENT_ACCEPT_SHRINK')),
  PREVIEW_SECRET: optional(
    z.string().min(16, { error: 'PREVIEW_SECRET must be at least 16 characters (a random string)' }),
  ),
  PREVIEW_CONTENT_ENDPOINT: optional(httpUrl('PREVIEW_CONTENT_ENDPOINT')),
  DEPLOYMENT_ENV: optional(
    z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/i, {
        error: (issue) =>
          `DEPLOYMENT_ENV must be a name like production or staging, got "${String(issue.input)}"`,
      })
      .transform((name) => name.toLowerCase()),
  ),
});

/** What production needs configured (else it stops with one message naming each). */
export const REQUIRED_IN_PRODUCTION = ['CONTENT_ENDPOINT', 'FINDER_ENDPOINT', 'SITE_URL'] as const;

/** Parses and validates the configuration; throws a ConfigError listing every bad value. */
export function parseConfig(env: Env): AppConfig {
  const problems: string[] = [];
  // Each variable on its own, so that every bad value is reported at once.
  const parsed: Partial<z.output<typeof envSchema>> = {};
  for (const [key, schema] of Object.entries(envSchema.shape)) {
    const result = schema.safeParse(env[key]);
    if (result.success) (parsed as Record<string, unknown>)[key] = result.data;
    else problems.push(...result.error.issues.map((issue) => issue.message));
  }
  const value = <K extends keyof typeof parsed>(key: K) => parsed[key];

  const embedded = value('EMBEDDED') ?? false;
  const production = value('NODE_ENV') === 'production' && !embedded;
  if (production) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
    if (missing.length > 0)
      problems.push(
        `${missing.join(', ')} must be set in production (NODE_ENV=production); ` +
          `EMBEDDED=on runs the embedded default on the local stand-ins instead`,
      );
  }

  const port = value('PORT') ?? 3000;
  const siteUrl = value('SITE_URL');
  const services = parseServicesConfig(env, problems);
  if (production && services.seedDemoReviews)
    problems.push(
      'SEED_DEMO_REVIEWS is for the demo only: it cannot be on in production (set EMBEDDED=on for a demo)',
    );

  const deploymentEnv = value('DEPLOYMENT_ENV') ?? (production ? 'production' : 'development');
  const previewSecret = value('PREVIEW_SECRET');
  const previewEndpoint = value('PREVIEW_CONTENT_ENDPOINT');
  if (previewSecret && !previewEndpoint && !env.PREVIEW_CONTENT_ENDPOINT?.trim())
    problems.push(
      'PREVIEW_CONTENT_ENDPOINT must be set with PREVIEW_SECRET (the CMS endpoint of the drafts)',
    );
  if (previewEndpoint && !previewSecret && !env.PREVIEW_SECRET?.trim())
    problems.push(
      'PREVIEW_SECRET must be set with PREVIEW_CONTENT_ENDPOINT (else nobody can open a preview)',
    );

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    production,
    contentEndpoint: value('CONTENT_ENDPOINT') ?? 'http://localhost:4001/content',
    finderEndpoint: (value('FINDER_ENDPOINT') ?? 'http://localhost:4002').replace(/\/+$/, ''),
    mapStyleUrl: value('MAP_STYLE_URL'),
    imageOrigins: value('IMAGE_ORIGINS') ?? [],
    imageProxy: value('IMAGE_PROXY') ?? true,
    siteUrl: siteUrl ? new URL(siteUrl).origin : `http://localhost:${port}`,
    port,
    host: value('HOST'),
    responseCacheBytes: (value('RESPONSE_CACHE_MB') ?? 64) * 1024 * 1024,
    pageCaching: {
      sMaxAge: value('HTML_S_MAXAGE') ?? 300,
      staleWhileRevalidate: value('HTML_STALE_WHILE_REVALIDATE') ?? 86_400,
    },
    debugHeaders: value('DEBUG_HEADERS') ?? false,
    logLevel: value('LOG_LEVEL') ?? 'info',
    contentMaxBytes: (value('CONTENT_MAX_MB') ?? 20) * 1024 * 1024,
    contentAcceptShrink: value('CONTENT_ACCEPT_SHRINK') ?? false,
    deploymentEnv,
    indexable: deploymentEnv === 'production',
    preview:
      previewSecret && previewEndpoint
        ? { secret: previewSecret, contentEndpoint: previewEndpoint }
        : undefined,
    services,
  };
}

/** The configuration of this process, parsed once when the server build is loaded. */
export const config: AppConfig = parseConfig(process.env);
