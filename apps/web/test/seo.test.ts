// The structured data and social cards of the demo site, built as the page route builds them: the
// content from the real content-service over HTTP, the reviews from the services' real storage
// (SQLite in memory, with the demo's published reviews), validated by Google's rich-result rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient, type Site } from '@healthsite/content-client';
import { defaultBlockRegistry, prepareBlocks } from '@healthsite/blocks';
import { toPageBlocks } from '@healthsite/blocks/render';
import { migrate, openSqlite, seedDemoReviews, type ServicesDb } from '@healthsite/services/server';
import { startContentService, type ContentService } from '../../content-service/src/server.ts';
import { pageSeo, pznsOf, robotsOf, sitemapOf } from '../app/seo.server.ts';
import { publishedReviewSummary } from '../lib/services.ts';
import { jsonLdNodes, structuredDataErrors } from '../e2e/validators.ts';

const SITE = 'https://www.lumedra.example';
const silent = { debug() {}, info() {}, warn() {}, error() {} };

let service: ContentService;
let db: ServicesDb;
let client: ReturnType<typeof createContentClient>;
let sites: Site[];

beforeAll(async () => {
  service = await startContentService({ port: 0, log: () => {} });
  client = createContentClient({ endpoint: service.endpoint, logger: silent });
  sites = await client.getSites();
  db = await openSqlite({ path: ':memory:' });
  await migrate(db);
  const products = new Map(sites.flatMap((s) => s.definition.products.map((p) => [p.assetId, p.name])));
  await seedDemoReviews(
    db,
    [...products].filter(([id]) => id !== 'prod-night').map(([id, name]) => ({ id, name })),
  );
});
afterAll(async () => {
  await db?.destroy();
  await service?.close();
});

/** What the page route gives pageSeo for a path (the blocks prepared once, as per page object). */
async function inputOf(path: string): Promise<Parameters<typeof pageSeo>[0]> {
  const resolved = (await client.pageByUrl(path))!;
  return {
    sites,
    pathOf: (page) => client.pathOf(page),
    page: resolved.page,
    path,
    definition: resolved.site.definition,
    blocks: toPageBlocks(prepareBlocks(resolved.page, defaultBlockRegistry, { warn: () => {} })),
    siteUrl: SITE,
    alternateLocales: client.alternatesOf(resolved.page).map((link) => link.locale),
    reviews: { of: (product) => publishedReviewSummary(db, product) },
  };
}

async function seoOf(path: string, input?: Parameters<typeof pageSeo>[0]) {
  const seo = await pageSeo(input ?? (await inputOf(path)));
  const html = seo.jsonLd ? `<script type="application/ld+json">${seo.jsonLd}</script>` : '';
  return { seo, html, nodes: jsonLdNodes(html) };
}

const productPaths = () =>
  sites.flatMap((site) =>
    site.pages
      .filter((page) => page.template === 'product' && page.urlSegment.split('/').length === 3)
      .map((page) => client.pathOf(page)),
  );

describe('structured data of the demo site', () => {
  it('names every product page’s product, with its PZNs, and rates it from the published reviews', async () => {
    expect(productPaths()).toHaveLength(22);
    for (const path of productPaths()) {
      const { html, nodes } = await seoOf(path);
      const product = nodes.find((node) => node['@type'] === 'Product');
      expect(product, path).toBeDefined();
      expect(pznsOf(String(product!.name)), path).not.toEqual([]);
      expect(product!.identifier, path).toHaveLength(pznsOf(String(product!.name)).length);
      if (product!.name === 'LUMEDRA NIGHT') {
        // No published reviews: no rating, no reviews.
        expect(product!.aggregateRating, path).toBeUndefined();
        continue;
      }
      // The demo reviews: 5, 4, 5 and 3 stars.
      expect(product!.aggregateRating, path).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 4,
        bestRating: 5,
        worstRating: 1,
      });
      expect(product!.review, path).toHaveLength(3);
      expect(await structuredDataErrors(html), path).toEqual([]);
    }
  });

  it('names each page’s own product when the same pages are asked again, as on every request', async () => {
    const paths = ['/produkte/dual', '/produkte/gel', '/en/products/dual'];
    const inputs = await Promise.all(paths.map((path) => inputOf(path)));
    const productOf = async (i: number) =>
      (await seoOf(paths[i]!, inputs[i])).nodes.find((node) => node['@type'] === 'Product')?.name;
    const first = [await productOf(0), await productOf(1), await productOf(2)];
    expect(first).toEqual(['LUMEDRA DUAL', 'LUMEDRA GEL', 'LUMEDRA DUAL']);
    expect([await productOf(1), await productOf(0), await productOf(2)]).toEqual([
      first[1],
      first[0],
      first[2],
    ]);
  });

  it('never puts an e-mail address into the reviews it shows', async () => {
    const { seo } = await seoOf('/produkte/dual');
    expect(seo.jsonLd).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}/i);
  });

  it('gives the overview page no product, and the home pages their search action', async () => {
    expect((await seoOf('/produkte')).nodes.map((n) => n['@type'])).toEqual(['BreadcrumbList']);
    const en = await seoOf('/en');
    expect(en.nodes.find((n) => n['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { target: { urlTemplate: `${SITE}/en/search?q={search_term_string}` } },
    });
  });

  it('gives every page a social card with its stage image', async () => {
    const { seo } = await seoOf('/ratgeber/heuschnupfen');
    expect(seo.social).toContainEqual({ property: 'og:type', content: 'article' });
    expect(seo.social).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' });
    const image = seo.social.find((tag) => 'property' in tag && tag.property === 'og:image');
    expect(image?.content).toMatch(/\/images\/article-hay-fever\//);
  });
});

describe('sitemap and robots.txt of the demo site', () => {
  it('is built once per content version', () => {
    const first = sitemapOf(sites, SITE, client.locales);
    expect(sitemapOf(sites, SITE, client.locales)).toBe(first);
    expect(first.parts).toEqual([]);
    expect(first.main.match(/<url>/g)).toHaveLength(56);
  });

  it('closes a deployment that is not production', () => {
    expect(robotsOf(SITE, false)).toBe('User-agent: *\nDisallow: /\n');
  });
});
