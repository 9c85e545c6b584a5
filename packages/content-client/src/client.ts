import { ContentError, MESSAGES } from './errors';
import { defaultLocaleOf, defaultLocales, joinLocalePath, splitLocalePath } from './locales';
import { parseContent, type ParsedContent } from './parse';
import { alternatesOf, buildSearchDocuments, similarPages, type HreflangLink } from './relations';
import type { LocaleConfig, Logger, Page, ResolvedPage, SearchDocument, Site } from './types';

/** The `fetch` the client needs (the global one by default). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ContentClientOptions {
  /** Content endpoint URL. Missing or empty: every load fails with `Endpoint not configured.` */
  endpoint?: string | URL | null;
  /** Locale configuration (default: {@link defaultLocales}). */
  locales?: readonly LocaleConfig[];
  /** Code of the default locale; must be among `locales`, else `createContentClient` throws. */
  defaultLocale?: string;
  /**
   * The theme names the site declares (e.g. `defaultThemes.map((t) => t.name)` of @healthsite/ui,
   * plus its own): a page naming another is logged and gets `defaultTheme`. Absent: any well-formed
   * theme name is taken as it is.
   */
  themes?: readonly string[];
  /** The theme of pages that name none or an undeclared one (default `default`); among `themes`. */
  defaultTheme?: string;
  fetch?: FetchLike;
  /** Defaults to a logger that writes warnings and errors to the console (debug/info silent). */
  logger?: Logger;
  /** When set, getSites/pageByUrl revalidate once the cache is older than this many ms. */
  revalidateAfterMs?: number;
  /** Time-out of one request in ms (default 10 000). */
  timeoutMs?: number;
  /**
   * Largest content body accepted, in bytes (default 20 MB): a larger one is refused while it
   * streams in (the rest is never read) and the last good content keeps serving.
   */
  maxBodyBytes?: number;
  /**
   * Take a new answer that drops a locale, or more than half of a locale's pages, compared with the
   * content in the cache. Off by default: such an answer is refused (`SHRINK_REFUSED`, logged as an
   * error) and the last good content keeps serving, because a CMS that loses content by accident
   * would otherwise turn the site into 404s. An operator switches it on to publish such a change.
   */
  acceptShrink?: boolean;
}

/** Default of {@link ContentClientOptions.maxBodyBytes}. */
export const DEFAULT_MAX_CONTENT_BYTES = 20 * 1024 * 1024;

export type RefreshResult = 'updated' | 'not-modified';

export interface ContentClient {
  /** Revalidates the cache (If-None-Match). Concurrent calls share one request. Rejects with a ContentError; the cache is kept. */
  refresh(): Promise<RefreshResult>;
  /** All valid sites; loads first when the cache is empty. */
  getSites(): Promise<Site[]>;
  /** The page of a public URL/path, or undefined (logged at debug level). */
  pageByUrl(url: string): Promise<ResolvedPage | undefined>;
  /** The page with this id, or undefined. */
  pageById(id: string): Promise<ResolvedPage | undefined>;
  /** The site of a locale code (header, footer, products), or undefined. */
  siteFor(localeCode: string): Promise<Site | undefined>;
  /** Search documents for every page and block (optionally of one locale). */
  searchDocuments(localeCode?: string): Promise<SearchDocument[]>;
  /** hreflang pairs of a page with this client's locales. */
  alternatesOf(page: Page): HreflangLink[];
  /** Pages similar to a page, resolved. */
  similarPages(page: Page): Promise<ResolvedPage[]>;
  /** Public path of a page with this client's locales. */
  pathOf(page: Page): string;
  /**
   * Version of the cached content: a hash of its body, so a CMS that sends the same body under a new
   * ETag does not flush every cache keyed by it. Undefined before the first load.
   */
  readonly version: string | undefined;
  /** When the cache was last filled or confirmed (ms since epoch), undefined before the first load. */
  readonly loadedAt: number | undefined;
  readonly locales: readonly LocaleConfig[];
  readonly defaultLocale: LocaleConfig;
}

const consoleLogger: Logger = {
  debug() {},
  info() {},
  warn: (message, ...rest) => console.warn(message, ...rest),
  error: (message, ...rest) => console.error(message, ...rest),
};

interface CacheEntry {
  content: ParsedContent;
  version: string;
  etag: string | undefined;
  loadedAt: number;
}

/**
 * The content version: a SHA-256 of the body's bytes (Web Crypto: Node and browsers), so the same
 * body under a rotated ETag is the same version and two different bodies never share one.
 */
async function versionOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `"sha256-${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}

/**
 * Why a new answer looks like a CMS accident next to the cached content: a locale gone, or more
 * than half of a locale's pages gone. Undefined when it does not.
 */
export function shrinkOf(before: ParsedContent, after: ParsedContent): string | undefined {
  const pagesPerLocale = (content: ParsedContent) => {
    const counts = new Map<string, number>();
    for (const page of content.index.values())
      counts.set(page.locale.code, (counts.get(page.locale.code) ?? 0) + 1);
    return counts;
  };
  const was = pagesPerLocale(before);
  const is = pagesPerLocale(after);
  const problems: string[] = [];
  for (const [locale, count] of was) {
    const now = is.get(locale) ?? 0;
    if (now === 0) problems.push(`locale ${locale} is gone (had ${count} pages)`);
    else if (now * 2 < count) problems.push(`locale ${locale} has ${now} of its ${count} pages`);
  }
  return problems.length > 0 ? problems.join('; ') : undefined;
}

const TOO_LARGE = Symbol('too large');

/** The body's bytes, refused (`TOO_LARGE` thrown) as soon as more than `max` bytes arrived. */
async function readBody(response: Response, max: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw TOO_LARGE;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function validateLocales(locales: readonly LocaleConfig[], defaultCode: string | undefined): LocaleConfig {
  if (!Array.isArray(locales) || locales.length === 0) {
    throw new ContentError('CONFIG', 'No locales configured.');
  }
  const codes = new Set<string>();
  for (const locale of locales) {
    if (!locale || typeof locale.code !== 'string' || !locale.code) {
      throw new ContentError('CONFIG', 'Every locale needs a code.');
    }
    if (codes.has(locale.code))
      throw new ContentError('CONFIG', `Locale "${locale.code}" is configured twice.`);
    codes.add(locale.code);
    if (typeof locale.prefix !== 'string' || (locale.prefix !== '' && !locale.prefix.startsWith('/'))) {
      throw new ContentError('CONFIG', `Locale "${locale.code}": prefix must be '' or start with '/'.`);
    }
  }
  const code = defaultCode ?? defaultLocaleOf(locales)?.code;
  const found = locales.find((l) => l.code === code);
  if (!found) {
    throw new ContentError(
      'CONFIG',
      `Default locale "${String(code)}" is not among the configured locales (${[...codes].join(', ')}).`,
    );
  }
  return found;
}

/** Creates a content client. Throws `ContentError('CONFIG')` when the locale configuration is invalid. */
export function createContentClient(options: ContentClientOptions = {}): ContentClient {
  const logger = options.logger ?? consoleLogger;
  const defaultLocale = validateLocales(options.locales ?? defaultLocales, options.defaultLocale);
  // The default locale is marked as such, whatever the input said.
  const locales: readonly LocaleConfig[] = (options.locales ?? defaultLocales).map((l) => ({
    ...l,
    default: l.code === defaultLocale.code,
  }));
  const endpoint = options.endpoint ? String(options.endpoint) : '';
  const fetchImpl: FetchLike | undefined = options.fetch ?? (globalThis.fetch?.bind(globalThis) as FetchLike);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const revalidateAfterMs = options.revalidateAfterMs;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_CONTENT_BYTES;
  const defaultTheme = options.defaultTheme ?? 'default';
  if (options.themes && !options.themes.includes(defaultTheme)) {
    throw new ContentError(
      'CONFIG',
      `Default theme "${defaultTheme}" is not among the declared themes (${options.themes.join(', ')}).`,
    );
  }
  const acceptShrink = options.acceptShrink ?? false;

  let cache: CacheEntry | undefined;
  let inflight: Promise<RefreshResult> | undefined;
  /** Start of the last request, successful or not: a failing CMS is retried once per interval, not per call. */
  let lastAttemptAt = 0;

  async function load(): Promise<RefreshResult> {
    if (!endpoint) throw new ContentError('ENDPOINT_NOT_CONFIGURED', MESSAGES.endpointNotConfigured);
    if (!fetchImpl) throw new ContentError('NETWORK', 'No fetch implementation available.');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cache?.etag) headers['if-none-match'] = cache.etag;
    let response: Response;
    try {
      response = await fetchImpl(endpoint, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new ContentError('NETWORK', `Content request failed: ${reason}`, { cause });
    }
    if (response.status === 304 && cache) {
      await response.body?.cancel().catch(() => {});
      cache.loadedAt = Date.now();
      return 'not-modified';
    }
    if (response.status >= 300) {
      await response.body?.cancel().catch(() => {});
      throw new ContentError('HTTP_STATUS', MESSAGES.status(response.status), { status: response.status });
    }
    const tooLarge = () =>
      new ContentError('TOO_LARGE', `Content body is larger than ${maxBodyBytes} bytes; not taken.`);
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      await response.body?.cancel().catch(() => {});
      throw tooLarge();
    }
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = await readBody(response, maxBodyBytes);
    } catch (cause) {
      if (cause === TOO_LARGE) throw tooLarge();
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new ContentError('NETWORK', `Content request failed: ${reason}`, { cause });
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch (cause) {
      throw new ContentError('NO_SITE_DATA', MESSAGES.noSiteData, { cause });
    }
    const content = parseContent(body, { locales, logger, themes: options.themes, defaultTheme });
    const shrink = cache && !acceptShrink ? shrinkOf(cache.content, content) : undefined;
    if (shrink) {
      const message = `Content: the new answer is refused, the last good content keeps serving: ${shrink}. If this is intended, accept it on purpose (acceptShrink).`;
      logger.error(message);
      throw new ContentError('SHRINK_REFUSED', message);
    }
    const etag = response.headers.get('etag') ?? undefined;
    cache = { content, etag, version: await versionOf(bytes), loadedAt: Date.now() };
    return 'updated';
  }

  function refresh(): Promise<RefreshResult> {
    if (inflight) return inflight;
    lastAttemptAt = Date.now();
    const run = load().then(
      (result) => {
        logger.debug(`Content: ${result} (version ${cache?.version})`);
        return result;
      },
      (error: unknown) => {
        if (cache) logger.error(`Content: refresh failed, serving the last good content: ${String(error)}`);
        else logger.error(`Content: load failed: ${String(error)}`);
        throw error;
      },
    );
    inflight = run.finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  async function current(): Promise<ParsedContent> {
    if (!cache) {
      await refresh();
      if (!cache) throw new ContentError('NO_SITE_DATA', MESSAGES.noSiteData);
      return (cache as CacheEntry).content;
    }
    if (
      revalidateAfterMs !== undefined &&
      Date.now() - Math.max(cache.loadedAt, lastAttemptAt) >= revalidateAfterMs
    ) {
      refresh().catch(() => {
        // logged in refresh(); the last good content is served
      });
    }
    return cache.content;
  }

  const alternatesByPage = new WeakMap<Page, HreflangLink[]>();
  const similarByContent = new WeakMap<object, WeakMap<Page, ResolvedPage[]>>();
  const client: ContentClient = {
    refresh,
    async getSites() {
      return (await current()).sites;
    },
    async pageByUrl(url: string) {
      const content = await current();
      const { locale, segment } = splitLocalePath(url, locales);
      const path = joinLocalePath(locale, segment);
      const found = content.index.get(path);
      if (found) return found;
      const elsewhere = content.sites
        .filter((s) => s.locale !== locale.code)
        .some((s) => s.pages.some((p) => p.urlSegment === segment));
      logger.debug(
        elsewhere
          ? `Content: page ${path} is not in locale ${locale.code}`
          : `Content: no page at ${path} (locale ${locale.code})`,
      );
      return undefined;
    },
    async pageById(id: string) {
      return (await current()).byId.get(id);
    },
    async siteFor(localeCode: string) {
      const content = await current();
      return content.sites.find((s) => s.locale === localeCode);
    },
    async searchDocuments(localeCode?: string) {
      const content = await current();
      return buildSearchDocuments(content.sites, { locales, ...(localeCode ? { locale: localeCode } : {}) });
    },
    alternatesOf(page: Page) {
      // Once per page object (a new content version brings new ones): every render asks for it.
      let found = alternatesByPage.get(page);
      if (!found) alternatesByPage.set(page, (found = alternatesOf(page, locales)));
      return [...found];
    },
    async similarPages(page: Page) {
      // Once per page and content version: it walks every page of every site (a request's worth of
      // path building on the server, where each render asks for it).
      const content = await current();
      let byPage = similarByContent.get(content);
      if (!byPage) similarByContent.set(content, (byPage = new WeakMap()));
      let found = byPage.get(page);
      if (!found) byPage.set(page, (found = similarPages(page, content.sites, locales)));
      return [...found];
    },
    pathOf(page: Page) {
      return joinLocalePath(
        locales.find((l) => l.code === page.locale),
        page.urlSegment,
      );
    },
    get version() {
      return cache?.version;
    },
    get loadedAt() {
      return cache?.loadedAt;
    },
    locales,
    defaultLocale: locales.find((l) => l.code === defaultLocale.code) ?? defaultLocale,
  };
  return client;
}
