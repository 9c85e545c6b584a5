// Runtime configuration of the web app. Read from the environment exactly once, when the server
// build is imported (server start); every bad value is reported with its own message.
// Nothing in packages/ reads the environment: the app passes these values in.

import { parseServicesConfig, type ServicesConfig } from '../lib/services-config.ts';

export interface AppConfig {
  /** Content endpoint of the headless CMS (CONTENT-CONTRACT §1). */
  contentEndpoint: string;
  /** Root of the pharmacy finder service (CONTENT-CONTRACT §2). */
  finderEndpoint: string;
  /** MapLibre style URL; undefined means the built-in offline style. */
  mapStyleUrl: string | undefined;
  /**
   * Origins the content's images come from besides the content endpoint's own (IMAGE_ORIGINS,
   * comma-separated): the Content-Security-Policy allows exactly these.
   */
  imageOrigins: string[];
  /** Public origin of the site, no trailing slash: canonical and hreflang URLs are built from it. */
  siteUrl: string;
  port: number;
  host: string | undefined;
  /** Rendered responses kept per content version + URL (LRU); 0 turns the cache off. */
  responseCacheEntries: number;
  /** How long a CDN keeps a page (HTML_S_MAXAGE, default 300 s) and may serve it stale while it
   * revalidates (HTML_STALE_WHILE_REVALIDATE, default 86400 s). */
  pageCaching: { sMaxAge: number; staleWhileRevalidate: number };
  /** DEBUG_HEADERS=on sends the internal headers X-Cache and X-Dropped-Blocks (tests, debugging). */
  debugHeaders: boolean;
  /** `debug` also logs every content revalidation and page miss. */
  logLevel: 'info' | 'debug';
  /**
   * DEPLOYMENT_ENV (default `production`). Only production is for search engines: any other
   * deployment (staging, preview, development) answers robots.txt with `Disallow: /` and marks
   * every page `noindex`.
   */
  deploymentEnv: string;
  /** Whether search engines may index this deployment (DEPLOYMENT_ENV=production). */
  indexable: boolean;
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

function httpUrl(name: string, raw: string, problems: string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${name} must be an absolute http(s) URL, got "${raw}"`);
    return raw;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`${name} must use http or https, got "${url.protocol}" in "${raw}"`);
  }
  return raw;
}

/** Parses and validates the configuration; throws a ConfigError listing every bad value. */
export function parseConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };

  const rawPort = value('PORT') ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || !Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535, got "${rawPort}"`);
  }

  const host = value('HOST');
  if (host !== undefined && /[\s/]/.test(host)) {
    problems.push(`HOST must be a host name or IP address, got "${host}"`);
  }

  const contentEndpoint = httpUrl(
    'CONTENT_ENDPOINT',
    value('CONTENT_ENDPOINT') ?? 'http://localhost:4001/content',
    problems,
  );
  const finderEndpoint = httpUrl(
    'FINDER_ENDPOINT',
    value('FINDER_ENDPOINT') ?? 'http://localhost:4002',
    problems,
  ).replace(/\/+$/, '');
  const rawMap = value('MAP_STYLE_URL');
  const mapStyleUrl = rawMap === undefined ? undefined : httpUrl('MAP_STYLE_URL', rawMap, problems);

  const imageOrigins = (value('IMAGE_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
    .map((o) => {
      httpUrl('IMAGE_ORIGINS', o, problems);
      return URL.canParse(o) ? new URL(o).origin : o;
    });

  const rawSite = value('SITE_URL') ?? `http://localhost:${rawPort}`;
  let siteUrl = httpUrl('SITE_URL', rawSite, problems);
  try {
    const u = new URL(rawSite);
    if (u.pathname !== '/' || u.search || u.hash) {
      problems.push(`SITE_URL must be an origin without path, query or hash, got "${rawSite}"`);
    }
    siteUrl = u.origin;
  } catch {
    // reported above
  }

  const rawCache = value('RESPONSE_CACHE_ENTRIES') ?? '500';
  const responseCacheEntries = Number(rawCache);
  if (!/^\d+$/.test(rawCache)) {
    problems.push(`RESPONSE_CACHE_ENTRIES must be a whole number (0 turns the cache off), got "${rawCache}"`);
  }

  const seconds = (name: string, fallback: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) problems.push(`${name} must be a whole number of seconds, got "${raw}"`);
    return Number(raw);
  };
  const pageCaching = {
    sMaxAge: seconds('HTML_S_MAXAGE', 300),
    staleWhileRevalidate: seconds('HTML_STALE_WHILE_REVALIDATE', 86_400),
  };

  const rawDebugHeaders = (value('DEBUG_HEADERS') ?? 'off').toLowerCase();
  if (!['on', 'off'].includes(rawDebugHeaders))
    problems.push(`DEBUG_HEADERS must be on or off, got "${rawDebugHeaders}"`);
  const debugHeaders = rawDebugHeaders === 'on';

  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (logLevel !== 'info' && logLevel !== 'debug') {
    problems.push(`LOG_LEVEL must be "info" or "debug", got "${logLevel}"`);
  }

  const deploymentEnv = (value('DEPLOYMENT_ENV') ?? 'production').toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(deploymentEnv))
    problems.push(`DEPLOYMENT_ENV must be a name like production or staging, got "${deploymentEnv}"`);

  const services = parseServicesConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    services,
    contentEndpoint,
    finderEndpoint,
    mapStyleUrl,
    imageOrigins,
    siteUrl,
    port,
    host,
    responseCacheEntries,
    pageCaching,
    debugHeaders,
    logLevel: logLevel as AppConfig['logLevel'],
    deploymentEnv,
    indexable: deploymentEnv === 'production',
  };
}

/** The configuration of this process, parsed once when the server build is loaded. */
export const config: AppConfig = parseConfig(process.env);
