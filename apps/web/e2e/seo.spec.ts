// What a search engine and a messenger get from the site: on every demo page, valid HTML
// (html-validate, standard preset), structured data without errors (Google's rich-result rules)
// and of the types its content calls for, a social card; robots.txt and the sitemap; and a crawl
// from / and the sitemap that finds no broken internal link and every page.
import { expect, test } from '@playwright/test';
import { WEB, demoPages, hydrated } from './helpers';
import { htmlErrors, internalLinks, jsonLdNodes, structuredDataErrors } from './validators';

test.describe.configure({ mode: 'parallel' });

const PRODUCT_PAGE = /^(\/en)?\/(produkte|products)\/[a-z-]+$/;
const ARTICLE_PAGE = /^(\/en)?\/(ratgeber|advice)\/[a-z-]+$/;

for (const { path, urlSegment } of demoPages()) {
  test(`${path}: valid HTML, structured data without errors, a social card`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(urlSegment === '/404' ? 404 : 200);
    const html = await response.text();
    expect(await htmlErrors(html), `${path}: html-validate`).toEqual([]);
    expect(await structuredDataErrors(html), `${path}: structured data`).toEqual([]);
    if (urlSegment === '/404') {
      expect(jsonLdNodes(html)).toEqual([]);
      return;
    }
    const types = jsonLdNodes(html).map((node) => node['@type']);
    if (urlSegment === '/') expect(types).toEqual(['Organization', 'WebSite']);
    else expect(types).toContain('BreadcrumbList');
    if (PRODUCT_PAGE.test(path)) {
      const product = jsonLdNodes(html).find((node) => node['@type'] === 'Product');
      expect(product, `${path}: Product`).toBeDefined();
      // The demo's published reviews (seeded) give every product a rating and a few reviews.
      expect(product!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
      expect(product!.review).toEqual(
        expect.arrayContaining([expect.objectContaining({ '@type': 'Review' })]),
      );
      expect(product!.identifier).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ propertyID: 'PZN', value: expect.stringMatching(/^\d{8}$/) }),
        ]),
      );
    }
    if (ARTICLE_PAGE.test(path)) expect(types).toContain('Article');
    if (urlSegment === '/faq') expect(types).toContain('FAQPage');
    // The social card: title, canonical URL, locale, an image.
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain(`<meta property="og:url" content="${WEB}${path === '/' ? '/' : path}"/>`);
    expect(html).toMatch(/<meta property="og:locale" content="(de_DE|en_US)"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
  });
}

test('structured data is in the document alone: in its head, not in the route data, gone after a client navigation', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/faq')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(jsonLdNodes(head).map((node) => node['@type'])).toContain('FAQPage');
  // What a client navigation fetches carries no structured data.
  const routeData = await (await request.get('/faq.data')).text();
  expect(routeData).not.toContain('schema.org');
  await page.goto('/faq');
  const structured = page.locator('script[type="application/ld+json"]');
  await expect(structured).toHaveCount(1);
  await hydrated(page);
  await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(structured).toHaveCount(0);
});

test('a document carries its route view once, as a data block; a client navigation gets it in its route data', async ({
  request,
}) => {
  const html = await (await request.get('/faq')).text();
  const block = /<script type="application\/json" id="hs-view">([\s\S]*?)<\/script>/.exec(html);
  const view = JSON.parse(block![1]!) as { chrome: { path: string; legalProducts: unknown[] } };
  expect(view.chrome.path).toBe('/faq');
  expect(view.chrome.legalProducts.length).toBeGreaterThan(0);
  // Not again in the route data streamed into the document.
  const streamed = html.slice(html.indexOf('streamController.enqueue('));
  expect(streamed).not.toContain('legalProducts');
  const routeData = await (await request.get('/faq.data')).text();
  expect(routeData).toContain('legalProducts');
});

test('the search pages are valid HTML and never indexed', async ({ request }) => {
  for (const path of ['/suche', '/suche?q=augentropfen', '/en/search?q=dry%20eyes', '/suche?q=xylophon']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(await htmlErrors(html), `${path}: html-validate`).toEqual([]);
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('the social card’s image is the stage image as a 1200 × 630 JPEG from the site itself', async ({
  request,
}) => {
  const html = await (await request.get('/produkte/care')).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`^${WEB}/social-image/[^"]+/images/stage-care\\.jpg$`));
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`);
  const response = await request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const jpeg = await response.body();
  // The JPEG's frame header (SOF0/SOF2) holds its height and width.
  const sof = jpeg.findIndex((byte, i) => byte === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2));
  expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
});

test('robots.txt opens the site but /api/ and names the sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${WEB}/sitemap.xml\n`,
  );
});

test('the sitemap lists every page but the 404s, with alternates, x-default and lastmod', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = demoPages()
    .filter((p) => p.urlSegment !== '/404')
    .map((p) => `${WEB}${p.path}`);
  expect(locs.sort()).toEqual(expected.map((url) => (url === `${WEB}/` ? url : url)).sort());
  expect(xml).toContain(
    `<url><loc>${WEB}/produkte/care</loc><lastmod>2026-02-16</lastmod>` +
      `<xhtml:link rel="alternate" hreflang="de" href="${WEB}/produkte/care"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${WEB}/en/products/care"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${WEB}/produkte/care"/></url>`,
  );
});

test('a crawl from / and the sitemap finds no broken internal link and reaches every page', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const status = new Map<string, number>();
  const broken: string[] = [];
  // Breadth-first over the HTML pages, following every internal link (each target fetched once).
  const crawl = async (starts: string[], from: string) => {
    const queue = starts.map((target) => ({ target, from }));
    while (queue.length > 0) {
      const { target, from: referrer } = queue.shift()!;
      if (status.has(target)) continue;
      const response = await request.get(target, { maxRedirects: 0 });
      status.set(target, response.status());
      if (response.status() !== 200) {
        broken.push(`${target} (${response.status()}), linked from ${referrer}`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
      for (const link of internalLinks(await response.text(), `${WEB}${target}`))
        queue.push({ target: link, from: target });
    }
  };
  await crawl(['/'], '(start)');
  const reachedFromHome = new Set([...status.keys()].map((target) => new URL(target, WEB).pathname));
  await crawl(listed, 'sitemap.xml');
  expect(broken).toEqual([]);
  expect(status.size, 'pages and links crawled').toBeGreaterThan(listed.length);
  // Every page of the sitemap is reachable by following links from the home page.
  expect(listed.filter((path) => !reachedFromHome.has(path))).toEqual([]);
});
