// JSON-LD for a page, generated from its content (never written by hand per page), typed with
// schema-dts so the schema.org vocabulary is checked at compile time:
//   home pages      Organization (brand, legal name, logo, social profiles) and WebSite with a
//                   SearchAction pointing at the search page
//   other pages     BreadcrumbList from the path
//   product pages   Product (name, description, images, brand, PZNs as identifiers) with
//                   aggregateRating and a few reviews when published reviews exist
//   accordions      FAQPage with every question and answer
//   guide pages     Article (headline, description, images, dates, author and publisher)
import type {
  AggregateRating,
  Article,
  BreadcrumbList,
  FAQPage,
  Graph,
  Organization,
  Product,
  PropertyValue,
  Review,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import type { Brand, ImageRef, Page } from '@healthsite/content-client';
import { imageUrl as renditionUrl, type ImageRatio } from '@healthsite/ui';
import type { RenderableBlock } from '../PageRenderer/pageBlocks';
import { faqItemsOf, heroImageOf, mainHeadlineOf, type BreadcrumbItem } from './pageFacts';

/** A published review as the structured data shows it (from the services' storage). */
export interface ReviewFacts {
  title: string;
  content: string;
  /** The reviewer's displayed name (never an e-mail address). */
  author: string;
  /** 1–5 stars. */
  rating: number;
  /** ISO 8601. */
  datePublished: string;
}

/** What the site knows about the product of a product page beyond its content. */
export interface ProductFacts {
  /** The product's name, e.g. `LUMEDRA CARE`. */
  name: string;
  /** Its pack sizes' PZNs (Pharmazentralnummer, 8 digits). */
  pzns: readonly string[];
  /** The published reviews' average and count; absent when there are none (no rating then). */
  rating?: { average: number; count: number } | undefined;
  /** A few published reviews, newest first. */
  reviews?: readonly ReviewFacts[] | undefined;
}

export interface StructuredDataOptions {
  /** Public origin, e.g. `https://www.lumedra.example`. */
  siteUrl: string;
  /** Public path of the page. */
  path: string;
  page: Pick<Page, 'template' | 'seo' | 'datePublished' | 'dateModified'>;
  /** The page's validated blocks, as it renders them. */
  blocks: readonly RenderableBlock[];
  /** BCP 47 language of the page, e.g. `de-DE`. */
  language: string;
  brand: Brand;
  /** Public path of the page's locale's home page (`/`, `/en`). */
  homePath: string;
  /** Public path of the locale's search page (`/suche`): the WebSite's SearchAction. */
  searchPath?: string | undefined;
  /** The page's breadcrumb trail, home first (`breadcrumbTrail`); fewer than two: no list. */
  breadcrumbs?: readonly BreadcrumbItem[] | undefined;
  /** On a product page: the product (`pageProductOf`) with its PZNs and reviews. */
  product?: ProductFacts | undefined;
  /**
   * Absolute URL of an image in a ratio. Default: the CMS rendition (`{src}/l-{ratio}`), resolved
   * against `siteUrl` when relative.
   */
  imageUrl?: ((image: ImageRef, ratio: ImageRatio) => string) | undefined;
}

/** Templates whose pages are articles (the advice section's guides). */
export const ARTICLE_TEMPLATES: readonly string[] = ['article'];

/** The ratios Google asks for in a product's or an article's images (16×9, 4×3 – here 3-2 –, 1×1). */
const IMAGE_RATIOS: readonly ImageRatio[] = ['16-9', '3-2', '1-1'];

/** How many reviews a product's structured data carries (a few; the page lists them all). */
export const MAX_STRUCTURED_REVIEWS = 3;

/** An absolute URL (the URL parser percent-encodes what a path may not hold, e.g. `ü`). */
function absolute(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

/** The whole graph of a page, or `undefined` when there is nothing to say. */
export function structuredData(options: StructuredDataOptions): Graph | undefined {
  const { siteUrl, path, page, blocks, language, brand, homePath, breadcrumbs = [], product } = options;
  const url = absolute(siteUrl, path);
  const homeUrl = absolute(siteUrl, homePath);
  const imageOf =
    options.imageUrl ??
    ((image: ImageRef, ratio: ImageRatio) =>
      absolute(siteUrl, renditionUrl({ src: image.src, ratio, type: image.type ?? 'jpg' }, 'l')));
  const imagesOf = (image: ImageRef | undefined) =>
    image ? IMAGE_RATIOS.map((ratio) => imageOf(image, ratio)) : undefined;
  const organizationId = `${absolute(siteUrl, '/')}#organization`;
  const organization = organizationOf(organizationId, brand, homeUrl, imageOf);
  const description = page.seo.description?.trim() || undefined;
  const nodes: Thing[] = [];

  if (path === homePath) {
    nodes.push(organization);
    const search: WithActionConstraints<SearchAction> | undefined = options.searchPath
      ? {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${absolute(siteUrl, options.searchPath)}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        }
      : undefined;
    const website: WebSite = {
      '@type': 'WebSite',
      '@id': `${homeUrl}#website`,
      url: homeUrl,
      name: brand.name,
      inLanguage: language,
      publisher: { '@id': organizationId },
      ...(search ? { potentialAction: search } : {}),
    };
    nodes.push(website);
  }

  if (breadcrumbs.length >= 2) {
    const list: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: absolute(siteUrl, item.path),
      })),
    };
    nodes.push(list);
  }

  if (product) {
    const image = heroImageOf(blocks);
    const identifiers: PropertyValue[] = product.pzns.map((pzn) => ({
      '@type': 'PropertyValue',
      propertyID: 'PZN',
      value: pzn,
    }));
    const rating: AggregateRating | undefined =
      product.rating && product.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined;
    const reviews: Review[] = rating
      ? (product.reviews ?? []).slice(0, MAX_STRUCTURED_REVIEWS).map((review) => ({
          '@type': 'Review',
          name: review.title,
          reviewBody: review.content,
          datePublished: review.datePublished,
          author: { '@type': 'Person', name: review.author },
          reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        }))
      : [];
    const node: Product = {
      '@type': 'Product',
      '@id': `${url}#product`,
      name: product.name,
      url,
      ...(description ? { description } : {}),
      ...(image ? { image: imagesOf(image) } : {}),
      brand: { '@type': 'Brand', name: brand.name },
      manufacturer: { '@id': organizationId },
      ...(identifiers.length ? { identifier: identifiers } : {}),
      ...(rating ? { aggregateRating: rating } : {}),
      ...(reviews.length ? { review: reviews } : {}),
    };
    nodes.push(node);
  }

  const faq = faqItemsOf(blocks);
  if (faq.length > 0) {
    const node: FAQPage = {
      '@type': 'FAQPage',
      '@id': `${url}#faq`,
      url,
      inLanguage: language,
      mainEntity: faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    };
    nodes.push(node);
  }

  if (ARTICLE_TEMPLATES.includes(page.template)) {
    const image = heroImageOf(blocks);
    const author = { '@type': 'Organization', name: brand.legalName ?? brand.name, url: homeUrl } as const;
    const node: Article = {
      '@type': 'Article',
      '@id': `${url}#article`,
      headline: (mainHeadlineOf(blocks) ?? page.seo.title).slice(0, 110),
      ...(description ? { description } : {}),
      ...(image ? { image: imagesOf(image) } : {}),
      ...(page.datePublished ? { datePublished: page.datePublished } : {}),
      ...(page.dateModified || page.datePublished
        ? { dateModified: page.dateModified ?? page.datePublished }
        : {}),
      inLanguage: language,
      mainEntityOfPage: url,
      author,
      publisher: organization,
    };
    nodes.push(node);
  }

  if (nodes.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': nodes };
}

function organizationOf(
  id: string,
  brand: Brand,
  homeUrl: string,
  imageOf: (image: ImageRef, ratio: ImageRatio) => string,
): Organization {
  return {
    '@type': 'Organization',
    '@id': id,
    name: brand.name,
    ...(brand.legalName ? { legalName: brand.legalName } : {}),
    url: homeUrl,
    ...(brand.logo ? { logo: imageOf(brand.logo, brand.logo.ratio ?? '1-1') } : {}),
    ...(brand.socialProfiles?.length ? { sameAs: [...brand.socialProfiles] } : {}),
  };
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The graph as the text of a `<script type="application/ld+json">`: JSON whose `<`, `>` and `&`
 * are escaped, so no content (`</script>`, `<!--`) can end the element or start markup; the JSON
 * value is unchanged.
 */
export function jsonLdText(graph: Graph): string {
  return JSON.stringify(graph).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}
