// What search engines and social networks get from this site, generated from the content:
// the structured data and social card of each page (@healthsite/blocks/seo), the sitemap and
// robots.txt (@healthsite/content-client). The product's PZNs come from the finder catalogue; its
// rating and reviews from the services' storage (server.ts hands the reader in, see app-context).
import {
  absoluteUrl,
  htmlToText,
  robotsTxt,
  sitemapEntries,
  sitemapFiles,
  type LocaleConfig,
  type NavItem,
  type Page,
  type ResolvedPage,
  type Site,
  type SiteDefinition,
} from '@healthsite/content-client';
import {
  ARTICLE_TEMPLATES,
  breadcrumbTrail,
  heroImageOf,
  jsonLdText,
  pageProductOf,
  socialMetaTags,
  structuredData,
  type ProductFacts,
  type SocialImage,
  type SocialMetaTag,
} from '@healthsite/blocks/seo';
import type { RenderableBlock } from '@healthsite/blocks/render';
import { imageUrl, type ImageRatio } from '@healthsite/ui';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImagePath } from '../lib/social-image.ts';
import type { PublishedReviews } from './app-context';
import { browserImageSrc } from './images.server';
import { lumedraCatalogue } from './finder/catalogue';
import { SEARCH_PATHS, localeOfPath, type AppLocale } from './locale';

/** The first step of every breadcrumb trail. */
const HOME_NAMES: Record<AppLocale['code'], string> = { 'de-DE': 'Startseite', en: 'Home' };

const homePathOf = (locale: AppLocale) => locale.prefix || '/';

/** The PZNs of a site product, by its name in the finder catalogue or its linked products. */
export function pznsOf(productName: string): string[] {
  const name = productName.trim().toUpperCase();
  const { brand, products, linkedProducts } = lumedraCatalogue;
  const product = products.find((p) => p.name === name);
  if (product) return product.variants.map((v) => v.pzn);
  return linkedProducts
    .filter((p) => p.name === name || `${brand} ${p.name}` === name)
    .map((p) => p.variant.pzn);
}

/**
 * The card image of a page: its stage or hero image as a 1200 × 630 JPEG from this site
 * (lib/social-image.ts crops it from the proxied image). Without the image proxy (a static export)
 * the CMS's 16-9 rendition at `m`, 1366 × 768, the nearest to Open Graph's 1.91 : 1.
 */
export function socialImageOf(blocks: readonly RenderableBlock[], siteUrl: string): SocialImage | undefined {
  const image = heroImageOf(blocks);
  if (!image) return undefined;
  const cropped = socialImagePath(image.src, image.type);
  if (cropped)
    return {
      url: new URL(cropped, `${siteUrl}/`).href,
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      alt: image.alt,
    };
  const ratio: ImageRatio = '16-9';
  return {
    url: new URL(imageUrl({ src: image.src, ratio, type: image.type ?? 'jpg' }, 'm'), `${siteUrl}/`).href,
    width: 1366,
    height: 768,
    alt: image.alt,
  };
}

// Names of the pages along a breadcrumb trail: the navigation's label where the header names the
// page, else its first headline, else its title. Computed once per content version (sites object).
const namesBySites = new WeakMap<readonly Site[], Map<string, string>>();

function pageNames(sites: readonly Site[], pathOf: (page: Page) => string): Map<string, string> {
  let names = namesBySites.get(sites);
  if (names) return names;
  names = new Map();
  const fromNav = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.to.startsWith('/') && !names!.has(item.to.split(/[?#]/)[0]!))
        names!.set(item.to.split(/[?#]/)[0]!, item.text);
      fromNav(item.children ?? []);
    }
  };
  for (const site of sites) fromNav(site.definition.header.items);
  for (const site of sites)
    for (const page of site.pages) {
      const path = pathOf(page);
      if (names.has(path)) continue;
      const headline = page.content.map((block) => htmlToText(block.headline)).find(Boolean);
      names.set(path, headline || htmlToText(page.seo.title));
    }
  namesBySites.set(sites, names);
  return names;
}

/** How many related pages the hint shows at most. */
export const MAX_RELATED_PAGES = 3;

/**
 * The "related pages" hint of a page: the pages its content marks similar (`similarTo`, in either
 * direction) in the page's own locale (the other locales' versions are the language selector's),
 * named as the breadcrumbs name them.
 */
export function relatedPagesOf(
  sites: readonly Site[],
  pathOf: (page: Page) => string,
  page: Page,
  similar: readonly ResolvedPage[],
): { path: string; title: string; description?: string }[] {
  const names = pageNames(sites, pathOf);
  return similar
    .filter((r) => r.page.locale === page.locale && r.page.urlSegment !== '/404')
    .slice(0, MAX_RELATED_PAGES)
    .map((r) => ({
      path: r.path,
      title: names.get(r.path) ?? htmlToText(r.page.seo.title),
      ...(r.page.seo.description ? { description: r.page.seo.description } : {}),
    }));
}

export interface PageSeoInput {
  sites: readonly Site[];
  pathOf: (page: Page) => string;
  page: Page;
  path: string;
  definition: Pick<SiteDefinition, 'brand' | 'products'>;
  blocks: readonly RenderableBlock[];
  siteUrl: string;
  /** The page's hreflang links (locale codes), for og:locale:alternate. */
  alternateLocales: readonly string[];
  /** Published reviews (absent without the services, e.g. in dev or the static export). */
  reviews?: PublishedReviews | undefined;
}

export interface PageSeo {
  /** The text of the page's `<script type="application/ld+json">`, or undefined. */
  jsonLd: string | undefined;
  social: SocialMetaTag[];
}

// A page says the same until its content changes (a new version brings new page objects): made once
// per page object, path, origin and alternates. A product page with the services on reads its
// published reviews, which change without a new content version: made on every request.
const seoOfPage = new WeakMap<Page, Map<string, PageSeo>>();

// Which site product a page is about depends on its prepared blocks alone (one array per page
// object, blocks.server.ts): found once per array, not on every request (it parses the first
// block's links as URLs).
const productOfBlocks = new WeakMap<readonly RenderableBlock[], ReturnType<typeof pageProductOf>>();

function siteProductOf({ page, blocks, definition }: PageSeoInput): ReturnType<typeof pageProductOf> {
  if (productOfBlocks.has(blocks)) return productOfBlocks.get(blocks);
  const product = pageProductOf(page, blocks, definition.products, definition.brand.name);
  productOfBlocks.set(blocks, product);
  return product;
}

/** The structured data and the social card of a page. */
export async function pageSeo(input: PageSeoInput): Promise<PageSeo> {
  const { page, path, siteUrl } = input;
  const siteProduct = siteProductOf(input);
  if (siteProduct && input.reviews) return makePageSeo(input, siteProduct);
  const key = `${path}\n${siteUrl}\n${input.alternateLocales.join(' ')}`;
  let made = seoOfPage.get(page);
  if (!made) seoOfPage.set(page, (made = new Map()));
  let seo = made.get(key);
  if (!seo) made.set(key, (seo = await makePageSeo(input, siteProduct)));
  return seo;
}

async function makePageSeo(
  input: PageSeoInput,
  siteProduct: ReturnType<typeof pageProductOf>,
): Promise<PageSeo> {
  const { page, path, definition, blocks, siteUrl } = input;
  const locale = localeOfPath(path);
  const homePath = homePathOf(locale);
  const names = pageNames(input.sites, input.pathOf);
  let product: ProductFacts | undefined;
  if (siteProduct) {
    const published = await input.reviews?.of(siteProduct.assetId).catch(() => undefined);
    product = {
      name: siteProduct.name,
      pzns: pznsOf(siteProduct.name),
      rating:
        published && published.count > 0 ? { average: published.average, count: published.count } : undefined,
      reviews: published?.reviews,
    };
  }
  // The logo as the browser gets images: from this site (the image proxy).
  const { logo } = definition.brand;
  const brand = logo
    ? { ...definition.brand, logo: { ...logo, src: browserImageSrc(logo.src) ?? logo.src } }
    : definition.brand;
  const graph = structuredData({
    siteUrl,
    path,
    page,
    blocks,
    language: locale.code,
    brand,
    homePath,
    searchPath: SEARCH_PATHS[locale.code],
    breadcrumbs: breadcrumbTrail(path, {
      homePath,
      pageName: htmlToText(page.seo.title),
      nameOf: (p) => (p === homePath ? HOME_NAMES[locale.code] : names.get(p)),
    }),
    product,
  });
  const social = socialMetaTags({
    title: page.seo.title,
    description: page.seo.description,
    url: absoluteUrl(siteUrl, path),
    siteName: definition.brand.name,
    locale: locale.code,
    alternateLocales: input.alternateLocales,
    type: ARTICLE_TEMPLATES.includes(page.template) ? 'article' : 'website',
    image: socialImageOf(blocks, siteUrl),
  });
  return { jsonLd: graph ? jsonLdText(graph) : undefined, social };
}

// The sitemap per content version (the sites object changes with it): built once, served often.
const sitemaps = new WeakMap<readonly Site[], Map<string, ReturnType<typeof sitemapFiles>>>();

/** Where the n-th part of a split sitemap is served (routes.ts). */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/** The sitemap files of the content: `main` at /sitemap.xml, `parts[n-1]` at /sitemaps/n.xml. */
export function sitemapOf(
  sites: readonly Site[],
  siteUrl: string,
  locales: readonly LocaleConfig[],
): ReturnType<typeof sitemapFiles> {
  let bySite = sitemaps.get(sites);
  if (!bySite) {
    bySite = new Map();
    sitemaps.set(sites, bySite);
  }
  let files = bySite.get(siteUrl);
  if (!files) {
    files = sitemapFiles(sitemapEntries(sites, { siteUrl, locales }), {
      partUrl: (n) => absoluteUrl(siteUrl, sitemapPartPath(n)),
    });
    bySite.set(siteUrl, files);
  }
  return files;
}

/** robots.txt of this deployment. */
export function robotsOf(siteUrl: string, indexable: boolean): string {
  return robotsTxt({ siteUrl, indexable });
}
