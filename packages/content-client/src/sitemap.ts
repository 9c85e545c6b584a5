// The XML sitemap (sitemaps.org protocol 0.9 with Google's xhtml:link alternates) and robots.txt of
// a site, built from the content: every page of every locale except the excluded ones, absolute
// URLs on the origin the caller names, `lastmod` where the content carries a date. Pure functions:
// the app serves, caches and exports what they return.
import { alternatesOf } from './relations';
import { defaultLocales, publicPath } from './locales';
import type { LocaleConfig, Site } from './types';

/** One alternate of a sitemap entry (`<xhtml:link rel="alternate" hreflang href>`). */
export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

/** One `<url>` of a sitemap. */
export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** W3C datetime (ISO 8601) of the last change, when the content carries one. */
  lastmod?: string;
  /** The page itself, its other-locale versions and `x-default`; empty without alternates. */
  alternates: SitemapAlternate[];
}

export interface SitemapEntriesOptions {
  /** Public origin of the site, e.g. `https://www.lumedra.example` (a trailing slash is ignored). */
  siteUrl: string;
  locales?: readonly LocaleConfig[];
  /** urlSegments left out in every locale (default `['/404']`: error pages are not pages to find). */
  exclude?: readonly string[];
}

/** The protocol's limits per sitemap file (sitemaps.org): 50,000 URLs and 50 MiB uncompressed. */
export const SITEMAP_LIMITS = Object.freeze({ urls: 50_000, bytes: 50 * 1024 * 1024 });

/** `https://x.example` + `/produkte/über` → `https://x.example/produkte/%C3%BCber` (URLs are ASCII). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${encodeURI(path)}`;
}

/** The sitemap entries of every page of every site, in content order. */
export function sitemapEntries(sites: readonly Site[], options: SitemapEntriesOptions): SitemapEntry[] {
  const locales = options.locales ?? defaultLocales;
  const exclude = new Set(options.exclude ?? ['/404']);
  const entries: SitemapEntry[] = [];
  for (const site of sites) {
    for (const page of site.pages) {
      if (exclude.has(page.urlSegment)) continue;
      const lastmod = page.dateModified ?? page.datePublished;
      entries.push({
        loc: absoluteUrl(options.siteUrl, publicPath(page, locales)),
        ...(lastmod ? { lastmod } : {}),
        alternates: alternatesOf(page, locales).map((link) => ({
          hreflang: link.hreflang,
          href: absoluteUrl(options.siteUrl, link.path),
        })),
      });
    }
  }
  return entries;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

function urlElement(entry: SitemapEntry): string {
  let out = `<url><loc>${xml(entry.loc)}</loc>`;
  if (entry.lastmod) out += `<lastmod>${xml(entry.lastmod)}</lastmod>`;
  for (const alternate of entry.alternates)
    out += `<xhtml:link rel="alternate" hreflang="${xml(alternate.hreflang)}" href="${xml(alternate.href)}"/>`;
  return `${out}</url>\n`;
}

/** One `<urlset>` document. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  return XML_HEAD + URLSET_OPEN + entries.map(urlElement).join('') + URLSET_CLOSE;
}

/** A `<sitemapindex>` document listing sitemap files by absolute URL. */
export function renderSitemapIndex(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const items = sitemaps
    .map(
      (s) =>
        `<sitemap><loc>${xml(s.loc)}</loc>${s.lastmod ? `<lastmod>${xml(s.lastmod)}</lastmod>` : ''}</sitemap>\n`,
    )
    .join('');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

export interface SitemapFilesOptions {
  /** Absolute URL of the n-th (1-based) part when the entries need more than one file. */
  partUrl: (n: number) => string;
  /** Limits per file (default {@link SITEMAP_LIMITS}; smaller values for tests). */
  limits?: { urls: number; bytes: number };
}

/**
 * The sitemap as files: one `<urlset>` when the entries fit the protocol's limits; else an index
 * (`main`) and its parts, each within the limits. `parts[n - 1]` is served at `partUrl(n)`.
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  { partUrl, limits = SITEMAP_LIMITS }: SitemapFilesOptions,
): { main: string; parts: string[] } {
  const fixed = new TextEncoder().encode(XML_HEAD + URLSET_OPEN + URLSET_CLOSE).length;
  const parts: { xml: string[]; bytes: number; lastmod?: string }[] = [];
  let current: (typeof parts)[number] | undefined;
  for (const entry of entries) {
    const element = urlElement(entry);
    const size = new TextEncoder().encode(element).length;
    if (fixed + size > limits.bytes)
      throw new RangeError(`A sitemap entry alone exceeds ${limits.bytes} bytes: ${entry.loc}`);
    if (!current || current.xml.length >= limits.urls || current.bytes + size > limits.bytes) {
      current = { xml: [], bytes: fixed };
      parts.push(current);
    }
    current.xml.push(element);
    current.bytes += size;
    // The index names each part's newest change (ISO dates compare as text within one format).
    if (entry.lastmod && (!current.lastmod || entry.lastmod > current.lastmod))
      current.lastmod = entry.lastmod;
  }
  const documents = parts.map((part) => XML_HEAD + URLSET_OPEN + part.xml.join('') + URLSET_CLOSE);
  if (documents.length <= 1) return { main: documents[0] ?? renderSitemap([]), parts: [] };
  return {
    main: renderSitemapIndex(
      parts.map((part, i) => ({ loc: partUrl(i + 1), ...(part.lastmod ? { lastmod: part.lastmod } : {}) })),
    ),
    parts: documents,
  };
}

export interface RobotsOptions {
  /** Public origin of the site (the sitemap's absolute URL). */
  siteUrl: string;
  /**
   * False for any deployment that must not be indexed (staging, preview, a developer's machine):
   * everything is disallowed and no sitemap is named.
   */
  indexable: boolean;
  /** Paths no crawler should fetch (default `['/api/']`: the services API and data endpoints). */
  disallow?: readonly string[];
  /** Path of the sitemap (default `/sitemap.xml`). */
  sitemapPath?: string;
}

/** robots.txt: the site open to crawlers except `disallow`, with the sitemap; or closed entirely. */
export function robotsTxt({
  siteUrl,
  indexable,
  disallow = ['/api/'],
  sitemapPath = '/sitemap.xml',
}: RobotsOptions): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  const rules = ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`)];
  return `${rules.join('\n')}\n\nSitemap: ${absoluteUrl(siteUrl, sitemapPath)}\n`;
}
