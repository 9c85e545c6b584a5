// Resolves a public path to what the content route renders: the page, its locale and its <head>.
import type {
  ContentClient,
  HreflangLink,
  Logger,
  Page,
  ResolvedPage,
  SiteDefinition,
} from '@healthsite/content-client';
import { prepareLegalTexts, type LegalTextItem } from '@healthsite/blocks';
import { legalProducts, type LegalProduct } from '@healthsite/blocks/chrome';
import { releaseSanitizerMemory } from '@healthsite/ui/sanitize';
import { config } from './config.server';
import { contentClient, logger as contentLogger } from './content.server';
import { localeOfPath, notFoundPathOf, type AppLocale } from './locale';
import { NOT_FOUND_MESSAGE } from './error-page';
// Sets the sanitiser's media policy (images in rich text from the site's origin only).
import './images.server';

export interface HeadLink {
  hrefLang: string;
  href: string;
}

/** What the site chrome around the page needs (SiteLayout of @healthsite/blocks). */
export interface ChromeView {
  /** The locale's site definition without its products: brand, header, footer, search quicklinks. */
  definition: Omit<SiteDefinition, 'products'>;
  /**
   * The products that have legal texts. The texts themselves load with the legal modal
   * (routes/legal-texts.ts, `legalTextsOf`): they are a good part of a page's data, and few open them.
   */
  legalProducts: LegalProduct[];
  /** Public path of the page. */
  path: string;
  /** The page's alternates as public paths, for the language selector. */
  languageLinks: HreflangLink[];
  /** Content version: the search index URL carries it, so the index is cacheable for good. */
  contentVersion: string;
}

export interface PageView {
  page: Page;
  locale: AppLocale['code'];
  chrome: ChromeView;
  head: {
    title: string;
    description: string | undefined;
    canonical: string | undefined;
    alternates: HeadLink[];
    noindex: boolean;
  };
}

export type Resolution =
  | {
      kind: 'page';
      status: 200 | 404;
      view: PageView;
      /** The page with its site (products, the whole definition): for the server only. */
      resolved: ResolvedPage;
    }
  | { kind: 'not-found'; message: string }
  | { kind: 'unavailable'; message: string };

export const UNAVAILABLE_MESSAGE =
  'Die Inhalte sind gerade nicht erreichbar. Bitte versuchen Sie es später erneut.';

/** The content version while the client knows none (no content loaded yet). */
export const UNVERSIONED = 'unversioned';

export interface ResolverOptions {
  client: Pick<ContentClient, 'pageByUrl' | 'alternatesOf' | 'version'>;
  /** Public origin, no trailing slash. */
  siteUrl: string;
  logger?: Pick<Logger, 'error'>;
}

// The content client hands out the same site definition until the content changes: its legal
// texts are sanitised once per locale and content version, not on every request.
interface ChromeDefinition extends Pick<ChromeView, 'definition' | 'legalProducts'> {
  legalTexts: LegalTextItem[];
}
const chromeDefinitions = new WeakMap<SiteDefinition, ChromeDefinition>();

/** The definition the chrome needs and the prepared legal texts, once per definition object. */
function chromeDefinitionOf(definition: SiteDefinition): ChromeDefinition {
  let chrome = chromeDefinitions.get(definition);
  if (!chrome) {
    const { products, ...rest } = definition;
    const legalTexts = prepareLegalTexts(products);
    chrome = { definition: rest, legalTexts, legalProducts: legalProducts(legalTexts) };
    chromeDefinitions.set(definition, chrome);
  }
  return chrome;
}

/**
 * The legal texts of a site definition's products, sanitised (`prepareLegalTexts`): the browser
 * gets clean HTML and never loads the sanitiser, nor the unsanitised texts. Made once per definition.
 */
export function legalTextsOf(definition: SiteDefinition): LegalTextItem[] {
  return chromeDefinitionOf(definition).legalTexts;
}

/** A path resolver over a content client (the app uses {@link resolvePage}; tests pass a client). */
export function createPageResolver({ client, siteUrl, logger = contentLogger }: ResolverOptions) {
  const absolute = (path: string) => `${siteUrl}${path}`;

  const viewOf = (resolved: ResolvedPage, notFound: boolean): PageView => {
    const { page } = resolved;
    // The page itself, its alternates, and x-default (the German version).
    const alternates = client.alternatesOf(page);
    const { definition, legalProducts } = chromeDefinitionOf(resolved.site.definition);
    return {
      page,
      locale: localeOfPath(resolved.path).code,
      chrome: {
        definition,
        legalProducts,
        path: resolved.path,
        languageLinks: alternates,
        contentVersion: client.version ?? UNVERSIONED,
      },
      head: {
        title: page.seo.title,
        description: page.seo.description,
        canonical: notFound ? undefined : absolute(resolved.path),
        alternates: notFound
          ? []
          : alternates.map((link) => ({ hrefLang: link.hreflang, href: absolute(link.path) })),
        noindex: notFound,
      },
    };
  };

  let sanitisedFor: string | undefined;
  return async function resolve(pathname: string): Promise<Resolution> {
    // A new content version is sanitised anew (pages and definitions are new objects): the
    // sanitiser's DOM of the old one is let go, so memory stays flat across versions.
    if (client.version !== sanitisedFor) {
      if (sanitisedFor !== undefined) releaseSanitizerMemory();
      sanitisedFor = client.version;
    }
    const locale = localeOfPath(pathname);
    const notFoundPath = notFoundPathOf(locale);
    try {
      const found = await client.pageByUrl(pathname);
      if (found) {
        const isNotFoundPage = found.path === notFoundPath;
        return {
          kind: 'page',
          status: isNotFoundPage ? 404 : 200,
          view: viewOf(found, isNotFoundPage),
          resolved: found,
        };
      }
      const notFound = await client.pageByUrl(notFoundPath);
      if (notFound) return { kind: 'page', status: 404, view: viewOf(notFound, true), resolved: notFound };
      return { kind: 'not-found', message: NOT_FOUND_MESSAGE };
    } catch (error) {
      // Only reached with an empty cache: with content in memory the client serves it stale.
      logger.error(`cannot resolve ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
      return { kind: 'unavailable', message: UNAVAILABLE_MESSAGE };
    }
  };
}

let resolver: ((pathname: string) => Promise<Resolution>) | undefined;

/** Resolves a public path with the process-wide content client. */
export function resolvePage(pathname: string): Promise<Resolution> {
  resolver ??= createPageResolver({ client: contentClient(), siteUrl: config.siteUrl });
  return resolver(pathname);
}
