import { defaultLocaleOf, defaultLocales, normalizePath, publicPath } from './locales';
import { htmlToText } from './html';
import { anchorSlug } from './slug';
import type { LocaleConfig, Page, ResolvedPage, SearchDocument, Site } from './types';

/** One `<link rel="alternate" hreflang href>` of a page. */
export interface HreflangLink {
  /** `de`, `en` (the locale's iso code; the full code when two locales share an iso code), or `x-default`. */
  hreflang: string;
  /** Locale code of the target (`de-DE`, `en`); for `x-default` the default locale's code. */
  locale: string;
  /** Public path of the target page. */
  path: string;
}

function hreflangOf(locale: LocaleConfig, locales: readonly LocaleConfig[]): string {
  const shared = locales.filter((l) => l.iso === locale.iso).length > 1;
  return shared || !locale.iso ? locale.code : locale.iso;
}

/**
 * hreflang pairs of a page: the page itself, each alternate in a configured locale (one per
 * locale, in the order of the locales), then `x-default` pointing at the default locale's version
 * (or at the page itself when there is none). A page with no alternates gets an empty list.
 */
export function alternatesOf(page: Page, locales: readonly LocaleConfig[] = defaultLocales): HreflangLink[] {
  const byLocale = new Map<string, string>();
  byLocale.set(page.locale, publicPath(page, locales));
  for (const alternate of page.alternates) {
    const locale = locales.find((l) => l.code === alternate.locale || l.iso === alternate.locale);
    if (!locale || byLocale.has(locale.code)) continue;
    byLocale.set(locale.code, normalizePath(alternate.path));
  }
  if (byLocale.size < 2) return [];
  const links: HreflangLink[] = [];
  for (const locale of locales) {
    const path = byLocale.get(locale.code);
    if (path !== undefined) links.push({ hreflang: hreflangOf(locale, locales), locale: locale.code, path });
  }
  const def = defaultLocaleOf(locales);
  const defaultPath = (def && byLocale.get(def.code)) ?? publicPath(page, locales);
  links.push({ hreflang: 'x-default', locale: def?.code ?? page.locale, path: defaultPath });
  return links;
}

/**
 * Pages similar to a page: those it lists in `similarTo` (in that order), then those that list it
 * (similarity is mutual). The page itself and unknown ids are left out; each page appears once.
 */
export function similarPages(
  page: Page,
  sites: readonly Site[],
  locales: readonly LocaleConfig[] = defaultLocales,
): ResolvedPage[] {
  const all: ResolvedPage[] = [];
  for (const site of sites) {
    const locale = locales.find((l) => l.code === site.locale);
    if (!locale) continue;
    for (const p of site.pages) all.push({ site, page: p, locale, path: publicPath(p, locales) });
  }
  const result: ResolvedPage[] = [];
  const seen = new Set<string>([page.id]);
  for (const id of page.similarTo) {
    const found = all.find((r) => r.page.id === id);
    if (found && !seen.has(id)) {
      seen.add(id);
      result.push(found);
    }
  }
  for (const candidate of all) {
    if (!seen.has(candidate.page.id) && candidate.page.similarTo.includes(page.id)) {
      seen.add(candidate.page.id);
      result.push(candidate);
    }
  }
  return result;
}

/** Options of {@link buildSearchDocuments}. */
export interface SearchDocumentOptions {
  locales?: readonly LocaleConfig[];
  /** Only the pages of this locale code. */
  locale?: string;
  /** urlSegments left out of the index (default: `['/404']`). */
  exclude?: readonly string[];
}

/**
 * The search index: for every page one document (path, seo title, seo description), and for
 * every block with a headline or copy one document: path (with `#anchor` when the block is listed
 * in the page navigation), title (block headline, else page seo title) and text (block copy as
 * plain text, HTML removed, entities decoded).
 */
export function buildSearchDocuments(
  sites: readonly Site[],
  options: SearchDocumentOptions = {},
): SearchDocument[] {
  const locales = options.locales ?? defaultLocales;
  const exclude = options.exclude ?? ['/404'];
  const documents: SearchDocument[] = [];
  for (const site of sites) {
    if (options.locale && site.locale !== options.locale) continue;
    for (const page of site.pages) {
      if (exclude.includes(page.urlSegment)) continue;
      const path = publicPath(page, locales);
      const pageTitle = htmlToText(page.seo.title);
      documents.push({ path, title: pageTitle, text: htmlToText(page.seo.description) });
      for (const block of page.content) {
        const headline = htmlToText(block.headline);
        const text = htmlToText(block.copy);
        if (!headline && !text) continue;
        documents.push({
          path: block.listInPageNav ? `${path}#${anchorSlug(block)}` : path,
          title: headline || pageTitle,
          text,
        });
      }
    }
  }
  return documents;
}
