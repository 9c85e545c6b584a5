// Every demo page of both locales, as a visitor loads it, one test per page (so no time limit
// grows with the amount of content): status 200 (404 for the /404 pages), no dropped block (the
// server's X-Dropped-Blocks header), every block the content lists rendered, the HTML preloads
// exactly the chunks of the block types it shows and carries exactly their stylesheets, and
// hydration finishes with the server's ids and no console error and no page error.
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { contentBody, demoPages, hydrated, settled, unpreloadedImports, withoutPrefetch } from './helpers';

// The pages are independent of each other: spread them over all workers.
test.describe.configure({ mode: 'parallel' });

// A block type's client chunk: /assets/<uiComponent>-<8-char hash>.js (see app/blocks/).
const BLOCK_CHUNK = /^\/assets\/((?:Cm|Sm|Tm|Nm)[A-Z][A-Za-z0-9]*)-[\w-]{8}\.js$/;
// A block type's stylesheet: /assets/<uiComponent>-<8-char hash>.css (see app/blocks/block-styles.vite.ts).
const BLOCK_STYLE = /^\/assets\/((?:Cm|Sm|Tm|Nm)[A-Z][A-Za-z0-9]*)-[\w-]{8}\.css$/;
// The block types with a stylesheet of their own, as @healthsite/blocks ships them.
const STYLED_TYPES = new Set(
  readdirSync(new URL('../../../packages/blocks/dist/styles/', import.meta.url))
    .filter((name) => /^[A-Z]\w*\.css$/.test(name))
    .map((name) => name.slice(0, -'.css'.length)),
);

for (const { locale, path, urlSegment } of demoPages()) {
  test(`${path} (${locale}) renders every block, preloads its blocks' chunks and styles, hydrates cleanly`, async ({
    page,
    request,
  }) => {
    // The content as the service serves it (the file list above only names the tests).
    const content = (await contentBody(request)).sites
      .find((site) => site.locale === locale)
      ?.pages.find((p) => p.urlSegment === urlSegment);
    expect(content, `the content service serves ${locale} ${urlSegment}`).toBeDefined();
    const isNotFoundPage = urlSegment === '/404';

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      // The /404 pages answer 404 on purpose: Chromium logs that document status as an error.
      if (msg.type() === 'error' && !(isNotFoundPage && msg.text().startsWith('Failed to load resource'))) {
        problems.push(`console: ${msg.text()}`);
      }
    });
    const stylesheetRequests: string[] = [];
    page.on('request', (req) => {
      // (The prefetch of the links in view, once the browser is idle, may fetch other pages'.)
      if (req.resourceType() === 'stylesheet') stylesheetRequests.push(req.url());
    });
    // A chunk that is missing or fails (aborted image loads of the page left behind are fine).
    page.on('response', (res) => {
      if (res.status() >= 400 && new URL(res.url()).pathname.startsWith('/assets/')) {
        problems.push(`${res.status()} ${res.url()}`);
      }
    });
    // Images are not under test here and the stand-in renders them on demand: answer at once.
    await page.route(/\/images\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    );

    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response, path).not.toBeNull();
    expect(response!.status(), path).toBe(isNotFoundPage ? 404 : 200);
    expect(response!.headers()['x-dropped-blocks'], `${path}: dropped blocks`).toBe('0');

    const html = await response!.text();
    const shown = new Set(content!.content.map((block) => block.uiComponent));
    const preloaded = new Set(
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)]
        .map((m) => BLOCK_CHUNK.exec(m[1]!)?.[1])
        .filter((type): type is string => type !== undefined),
    );
    expect([...preloaded].sort(), `${path}: block chunks preloaded`).toEqual([...shown].sort());
    // The document carries the stylesheets of exactly the block types it shows (those that have
    // one), in its style element: the site's three, then theirs.
    const styleHrefs = /<style data-precedence="site" data-href="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(styleHrefs.length, `${path}: inline stylesheets`).toBeGreaterThan(3);
    const styled = styleHrefs.map((href) => BLOCK_STYLE.exec(href)?.[1]).filter((t) => t !== undefined);
    expect(styled.sort(), `${path}: block stylesheets inline`).toEqual(
      [...shown].filter((type) => STYLED_TYPES.has(type)).sort(),
    );
    // …and every chunk those modules import: none is found only after the first ones ran.
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(await unpreloadedImports(request, preloads), `${path}: imported but not preloaded`).toEqual([]);
    // The code hydrates the page and is no part of its first paint: nothing of it loads before the
    // paint (the preloads and the module script are held in templates), and then at low priority,
    // so that the font and the largest image go first on a slow connection.
    const held = html.replace(/<template id="hs-(preloads|hydrate)">[\s\S]*?<\/template>/g, '');
    expect(held, `${path}: module preloads before the first paint`).not.toContain('rel="modulepreload"');
    expect(held, `${path}: module script before the first paint`).not.toContain('type="module"');
    expect(
      html.match(/<link rel="modulepreload"(?![^>]*fetchpriority="low")[^>]*>/g) ?? [],
      `${path}: module preloads at high priority`,
    ).toEqual([]);
    // Every block is in its place in the HTML, none sent hidden and revealed by a script later
    // (React does that with boundaries past a page's first 12,800 bytes, 300 ms after the paint).
    // Hidden segments remain for what really streams: the route data's last scripts.
    expect(html, `${path}: blocks sent hidden`).not.toMatch(/<div hidden id="S:\d+"><[a-z]+ data-block=/);

    await hydrated(page);
    // Every block of the content rendered (none dropped, none left waiting for its chunk).
    const rendered = await page
      .locator('.hs-page [data-block-type]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.blockType));
    expect(rendered, `${path}: rendered blocks`).toEqual(content!.content.map((block) => block.uiComponent));
    // Server and browser agree on every id `useId` made: those in the HTML are the ones React's props
    // have. React keeps the server's attribute when they differ, and its production build says
    // nothing, so the test reads React's props on each element (internal, for this test only). Two
    // server-only components beside the router once shifted every id of the page.
    const differing = await page.evaluate(() => {
      const attributes = ['id', 'aria-controls', 'aria-labelledby', 'aria-describedby'];
      const found: string[] = [];
      for (const element of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))) {
        const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
        const props = key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
        for (const attribute of attributes) {
          const value = props?.[attribute];
          if (value != null && String(value) !== element.getAttribute(attribute))
            found.push(
              `<${element.localName} ${attribute}="${element.getAttribute(attribute)}">: ${String(value)}`,
            );
        }
      }
      return found;
    });
    expect(differing, `${path}: ids of the server that the browser renders otherwise`).toEqual([]);
    // Hydration asks for no chunk a second time: one module preload per chunk in the head.
    const headPreloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(
      headPreloads.filter((href, i) => headPreloads.indexOf(href) !== i),
      `${path}: chunks preloaded twice after hydration`,
    ).toEqual([]);
    // Late errors (effects after hydration): wait until the browser is idle, then look.
    await settled(page);
    expect(problems).toEqual([]);
    // The CSS came with the document: hydration asked for no stylesheet.
    expect(stylesheetRequests, `${path}: stylesheets requested`).toEqual([]);
  });
}

test('a client navigation loads the next page’s block chunks before it renders', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  // No prefetch of the links in view (it would load the next page's data and chunks whenever the
  // browser is idle, before or after the click): this is about what the navigation itself loads.
  await withoutPrefetch(page);
  const data: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/kontakt.data') data.push(r.status());
  });
  await page.goto('/impressum');
  await hydrated(page);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(loaded.some((path) => /\/assets\/TmApo-/.test(path))).toBe(false);
  // Follow the footer's link: the packages' links navigate with the router (LinkRouterProvider),
  // to a page with more block types.
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.locator('footer').getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect.poll(() => data).toContain(200);
  await expect(page.locator('.hs-page [data-block-type="TmApo"] [data-block="TmApo"]')).toBeAttached();
  await expect(page.locator('.hs-page [data-block-type="TmSocial"] [data-block="TmSocial"]')).toBeAttached();
  expect(documents, 'no document load').toEqual([]);
  expect(errors).toEqual([]);
});
